import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { inTransition, type Subscribable } from './in-transition';

/** A source whose values and errors the test sends. */
function manualSource<T>() {
  const subscribers = new Set<{ next: (value: T) => void; error?: (reason: unknown) => void }>();
  const source: Subscribable<T> = {
    subscribe(next, error) {
      const subscriber = { next, error };
      subscribers.add(subscriber);
      return { unsubscribe: () => subscribers.delete(subscriber) };
    },
  };
  return {
    source,
    send: (value: T) => subscribers.forEach((s) => s.next(value)),
    fail: (reason: unknown) => subscribers.forEach((s) => s.error?.(reason)),
    count: () => subscribers.size,
  };
}

function Shown({ source }: { source: Subscribable<string> }) {
  const [value, setValue] = useState('nessun valore');
  useEffect(() => {
    const subscription = inTransition(source).subscribe(setValue);
    return () => subscription.unsubscribe();
  }, [source]);
  return <p>{value}</p>;
}

describe('inTransition', () => {
  it('hands each value on to a screen, and nothing once unsubscribed', async () => {
    const { source, send, count } = manualSource<string>();
    const { unmount } = render(<Shown source={source} />);
    expect(screen.getByText('nessun valore').textContent).toBe('nessun valore');
    await act(async () => send('primo'));
    expect(screen.getByText('primo').textContent).toBe('primo');
    await act(async () => send('secondo'));
    expect(screen.getByText('secondo').textContent).toBe('secondo');
    unmount();
    expect(count()).toBe(0);
  });

  it('hands an error on at once', () => {
    const { source, fail } = manualSource<string>();
    const errors: unknown[] = [];
    inTransition(source).subscribe(
      () => {},
      (reason) => errors.push(reason),
    );
    fail('rotto');
    expect(errors).toEqual(['rotto']);
  });
});
