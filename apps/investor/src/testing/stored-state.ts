import { expect } from 'vitest';

type Declaration = { name: string; version: number };

/** Asserts that the store wrote exactly `state` under its key, at its current version. */
export function expectStored(declaration: Declaration, state: unknown): void {
  expect(JSON.parse(localStorage.getItem(declaration.name) ?? '{}')).toEqual({
    state,
    version: declaration.version,
  });
}
