import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { routes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

describe('landing routes', () => {
  it('shows the landing screen at /', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Traguardo' })).toBeInTheDocument();
  });

  it('shows the not-found page for any other path', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt('/investor-typo');
    expect(await screen.findByText(/Oops! Page not found/)).toBeInTheDocument();
  });
});
