import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';

describe('NotFoundPage', () => {
  it('shows 404, the message and a link home, and logs the path', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '*', Component: NotFoundPage }], {
      initialEntries: ['/nope'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: /Oops! Page not found/ })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
    expect(warn).toHaveBeenCalled();
  });
});

describe('RouteErrorPage', () => {
  it('shows the generic title and the error message without a developer hint', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Boom(): never {
      throw new Error('qualcosa si è rotto');
    }
    const router = createMemoryRouter([
      { path: '/', Component: Boom, ErrorBoundary: RouteErrorPage },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText('qualcosa si è rotto')).toBeInTheDocument();
    expect(screen.queryByText(/Hey developer/)).toBeNull();
  });
});
