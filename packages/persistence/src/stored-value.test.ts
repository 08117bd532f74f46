import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { readStoredValue } from './stored-value';

const schema = v.object({ goals: v.array(v.string()) });
const rules = {
  version: 2,
  schema,
  migrations: {
    // Version 1 kept a single goal name.
    1: (state: unknown) => ({ goals: [(state as { goal: string }).goal] }),
  },
};

describe('readStoredValue', () => {
  it('reads a valid value of the current version', () => {
    const raw = JSON.stringify({ state: { goals: ['Casa'] }, version: 2 });
    expect(readStoredValue(raw, rules)).toEqual({ ok: true, state: { goals: ['Casa'] } });
  });

  it('migrates an older version and says from which', () => {
    const raw = JSON.stringify({ state: { goal: 'Pensione' }, version: 1 });
    expect(readStoredValue(raw, rules)).toEqual({
      ok: true,
      state: { goals: ['Pensione'] },
      migratedFrom: 1,
    });
  });

  it.each([
    ['garbage JSON', '{"state": {goals'],
    ['a value without envelope', JSON.stringify({ goals: ['Casa'] })],
    ['a newer version', JSON.stringify({ state: { goals: [] }, version: 3 })],
    ['a version with no migration', JSON.stringify({ state: { goals: [] }, version: 0 })],
    ['a migration that throws', JSON.stringify({ state: null, version: 1 })],
    ['a state of the wrong shape', JSON.stringify({ state: { goals: [42] }, version: 2 })],
  ])('refuses %s', (_label, raw) => {
    expect(readStoredValue(raw, rules).ok).toBe(false);
  });
});
