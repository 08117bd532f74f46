import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fetchedWhenOnline, useFetchedWhenOnline } from './fetched-when-online';

function Shows({ fetched }: { fetched: ReturnType<typeof fetchedWhenOnline<string>> }) {
  const text = useFetchedWhenOnline(fetched);
  return <p>{text ?? 'in attesa'}</p>;
}

describe('fetchedWhenOnline', () => {
  it('fetches once, on first use, for everything that uses it', async () => {
    const load = vi.fn(async () => 'disegnato');
    const fetched = fetchedWhenOnline(load);
    expect(load).not.toHaveBeenCalled();
    render(
      <>
        <Shows fetched={fetched} />
        <Shows fetched={fetched} />
      </>,
    );
    expect(await screen.findAllByText('disegnato')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps waiting without an error where the fetch fails, and fetches again once online', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue('disegnato');
    render(<Shows fetched={fetchedWhenOnline(load)} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('in attesa')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    // Back online, failing again: it waits for the next time.
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('in attesa')).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('disegnato')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });
});
