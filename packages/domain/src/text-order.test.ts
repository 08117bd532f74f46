import { describe, expect, it } from 'vitest';
import { compareKeys, compareNames } from './text-order';

describe('compareNames', () => {
  it('orders names as an Italian reads them', () => {
    expect(['conto 10', 'Zeta', 'Ètna', 'Conto 2', 'banca'].sort(compareNames)).toEqual([
      'banca',
      'Conto 2',
      'conto 10',
      'Ètna',
      'Zeta',
    ]);
  });

  it('takes case and accents as the same letter', () => {
    expect(compareNames('Perché', 'perche')).toBe(0);
  });
});

describe('compareKeys', () => {
  it('orders ISO dates and months by time', () => {
    expect(['2026-11-02', '2025-12-31', '2026-02-10'].sort(compareKeys)).toEqual([
      '2025-12-31',
      '2026-02-10',
      '2026-11-02',
    ]);
    expect(['2026-10', '2026-09', '2026-11'].sort(compareKeys)).toEqual([
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
  });

  it('orders keys by their characters, upper case first, with no collation', () => {
    expect(compareKeys('t2', 't10')).toBe(1);
    expect(compareKeys('B', 'a')).toBe(-1);
    expect(compareKeys('x', 'x')).toBe(0);
  });
});
