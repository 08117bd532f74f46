import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { routes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

describe('investor routes', () => {
  it.each([
    ['/', 'Home'],
    ['/accounts', 'Conti'],
    ['/budget', 'Budget'],
    ['/goals', 'Obiettivi'],
    ['/invest', 'Investi'],
    ['/coach', 'Coach'],
    ['/vault', 'Vault'],
    ['/more', 'Altro'],
  ])('%s shows the %s screen', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown path', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt('/nope');
    expect(await screen.findByText(/Oops! Page not found/)).toBeInTheDocument();
  });
});
