import { describe, expect, it } from 'vitest';
import { newId, newIds } from './record-ids';

describe('record ids', () => {
  it('gives as many ids as asked, each 32 hex digits, all different (past many draws of bytes)', () => {
    const ids = newIds(10_000);
    expect(ids).toHaveLength(10_000);
    expect(ids.every((id) => /^[0-9a-f]{32}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(10_000);
    expect(newIds(0)).toEqual([]);
  });

  it('gives one id alone in the same shape', () => {
    expect(newId()).toMatch(/^[0-9a-f]{32}$/);
    expect(newId()).not.toBe(newId());
  });
});
