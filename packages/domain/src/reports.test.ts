import { describe, expect, it } from 'vitest';
import { reportPageCount } from './reports';

describe('reportPageCount', () => {
  it.each([
    ['comprehensive', '12-15 pagine'],
    ['summary', '3-4 pagine'],
    ['goals', '6-8 pagine'],
    ['portfolio', '8-10 pagine'],
  ] as const)('%s → %s', (type, text) => {
    expect(reportPageCount(type)).toBe(text);
  });
});
