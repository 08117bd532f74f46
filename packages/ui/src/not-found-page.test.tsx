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

  it.each([
    [true, 'È disponibile una nuova versione', 'Ricarica'],
    [false, 'Questa schermata non è disponibile offline', 'Riprova'],
  ])(
    'explains code that could not be fetched in Italian (online: %s), never in English',
    (online, title, action) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
      function ChartChunkGone(): never {
        throw new TypeError(
          'Failed to fetch dynamically imported module: http://localhost/assets/bar-chart.js',
        );
      }
      const router = createMemoryRouter([
        { path: '/', Component: ChartChunkGone, ErrorBoundary: RouteErrorPage },
      ]);
      render(<RouterProvider router={router} />);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: action })).toBeInTheDocument();
      expect(screen.queryByText(/Unexpected Application Error|Failed to fetch/)).toBeNull();
    },
  );
});
