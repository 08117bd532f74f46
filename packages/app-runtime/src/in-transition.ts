import { startTransition } from 'react';

/** What a live query (or any observable) offers its subscriber. */
export type Subscribable<T> = {
  subscribe(next: (value: T) => void, error?: (reason: unknown) => void): { unsubscribe(): void };
};

/**
 * `source`, whose values reach the subscriber inside a React transition: a screen renders a
 * new answer a slice at a time, yielding to input and paint in between, instead of in one
 * long task (React renders an update made outside a transition without yielding). Errors come
 * through at once.
 */
export function inTransition<T>(source: Subscribable<T>): Subscribable<T> {
  return {
    subscribe: (next, error) =>
      source.subscribe((value) => startTransition(() => next(value)), error),
  };
}
