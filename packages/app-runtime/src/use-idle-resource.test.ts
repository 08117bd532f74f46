import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdleResource } from './use-idle-resource';

function opener() {
  const opened: { closed: boolean }[] = [];
  const open = vi.fn(async () => {
    const resource = {
      closed: false,
      close() {
        resource.closed = true;
      },
    };
    opened.push(resource);
    return resource;
  });
  return { open, opened };
}

describe('useIdleResource', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens the resource once the page is idle, and use() answers that same one', async () => {
    const { open, opened } = opener();
    const { result } = renderHook(() => useIdleResource(open));
    expect(open).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(open).toHaveBeenCalledTimes(1);
    expect(await result.current.use()).toBe(opened[0]);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('opens on first use when the idle moment has not come yet', async () => {
    const { open, opened } = opener();
    const { result } = renderHook(() => useIdleResource(open));
    expect(await result.current.use()).toBe(opened[0]);
    await vi.runAllTimersAsync();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('after discard, closes the old resource and opens a new one on the next use', async () => {
    const { open, opened } = opener();
    const { result } = renderHook(() => useIdleResource(open));
    await result.current.use();
    result.current.discard();
    await vi.runAllTimersAsync();
    expect(opened[0]?.closed).toBe(true);
    expect(await result.current.use()).toBe(opened[1]);
  });

  it('closes the resource when the component unmounts, and never opens it if it was not yet idle', async () => {
    const { open, opened } = opener();
    const first = renderHook(() => useIdleResource(open));
    await first.result.current.use();
    first.unmount();
    await vi.runAllTimersAsync();
    expect(opened[0]?.closed).toBe(true);

    const second = opener();
    renderHook(() => useIdleResource(second.open)).unmount();
    await vi.runAllTimersAsync();
    expect(second.open).not.toHaveBeenCalled();
  });

  it('a resource that cannot open is dropped, and the next use tries again', async () => {
    const open = vi.fn().mockRejectedValueOnce(new Error('Worker non disponibile'));
    open.mockResolvedValue({ close: () => undefined });
    const { result } = renderHook(() => useIdleResource(open));
    await vi.runAllTimersAsync();
    await expect(result.current.use()).resolves.toBeDefined();
    expect(open).toHaveBeenCalledTimes(2);
  });
});
