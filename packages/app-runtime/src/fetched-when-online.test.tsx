import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchedWhenOnline, useFetchedWhenOnline } from './fetched-when-online';

function Shows({ fetched }: { fetched: ReturnType<typeof fetchedWhenOnline<string>> }) {
  const text = useFetchedWhenOnline(fetched);
  return <p>{text ?? 'in attesa'}</p>;
}

describe('fetchedWhenOnline', () => {
  afterEach(cleanup);

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
    const { container } = render(<Shows fetched={fetchedWhenOnline(load)} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.textContent).toBe('in attesa');
    expect(load).toHaveBeenCalledTimes(1);

    // Back online, failing again: it waits for the next time.
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(container.textContent).toBe('in attesa');

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await screen.findByText('disegnato');
    expect(container.textContent).toBe('disegnato');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
