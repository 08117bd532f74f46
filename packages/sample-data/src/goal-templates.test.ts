import { describe, expect, it } from 'vitest';
import { goalTemplates } from './goal-templates';

describe('goalTemplates', () => {
  it('has the five templates of the spec with their targets and years', () => {
    expect(goalTemplates.map((t) => [t.category, t.target, t.years])).toEqual([
      ['home', 100000, 5],
      ['education', 50000, 10],
      ['retirement', 500000, 30],
      ['fire', 1000000, 20],
      ['travel', 15000, 2],
    ]);
  });

  it('has unique ids', () => {
    expect(new Set(goalTemplates.map((t) => t.id)).size).toBe(goalTemplates.length);
  });
});
