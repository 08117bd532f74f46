import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useQueryState } from './use-query-state';

type Filters = { from: string; to: string };

function readFilters(params: URLSearchParams): Filters {
  return { from: params.get('da') ?? '', to: params.get('a') ?? '' };
}

function writeFilters(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.from !== '') params.set('da', filters.from);
  if (filters.to !== '') params.set('a', filters.to);
  return params;
}

function FiltersScreen() {
  const [filters, setFilters] = useQueryState(readFilters, writeFilters);
  const { search } = useLocation();
  return (
    <>
      <p>{`Da ${filters.from || '–'} a ${filters.to || '–'}`}</p>
      <p>{`Indirizzo: ${search}`}</p>
      <button
        type="button"
        onClick={() => {
          // Two fields handed on one right after the other, before the address shows the first.
          setFilters((current) => ({ ...current, from: '100' }), { replace: true });
          setFilters((current) => ({ ...current, to: '900' }), { replace: true });
        }}
      >
        Due campi
      </button>
      <button type="button" onClick={() => setFilters((current) => ({ ...current, to: '5' }))}>
        Fino a 5
      </button>
    </>
  );
}

function renderAt(entry: string) {
  const router = createMemoryRouter([{ path: '/vitali', Component: FiltersScreen }], {
    initialEntries: ['/altro', entry],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useQueryState', () => {
  it('keeps both of two changes asked for before the address shows the first', async () => {
    const user = userEvent.setup();
    renderAt('/vitali');
    await user.click(screen.getByRole('button', { name: 'Due campi' }));
    expect(await screen.findByText('Da 100 a 900')).toBeInTheDocument();
    expect(screen.getByText('Indirizzo: ?da=100&a=900')).toBeInTheDocument();
  });

  it('applies a change after back to the state shown, not to the one left behind', async () => {
    const user = userEvent.setup();
    const router = renderAt('/vitali?da=1');
    await user.click(screen.getByRole('button', { name: 'Fino a 5' }));
    expect(await screen.findByText('Indirizzo: ?da=1&a=5')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Indirizzo: ?da=1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Due campi' }));
    expect(await screen.findByText('Indirizzo: ?da=100&a=900')).toBeInTheDocument();
  });
});
