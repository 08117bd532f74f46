import { describe, expect, it } from 'vitest';
import { newId } from './new-id';

describe('newId', () => {
  it('makes 128-bit ids in lower-case hex, all different', () => {
    const ids = Array.from({ length: 1_000 }, newId);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
