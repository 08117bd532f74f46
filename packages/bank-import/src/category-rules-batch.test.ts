import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyRules, categorize, type CategoryRule } from './category-rules';
import { STARTER_RULES } from './starter-rules';
import { descriptionArbitrary } from './testing/movements';

// applyRules normalises each pattern and description once, for 10,000 rows at a time: it
// must answer what categorize answers row by row.

const words = fc.constantFrom('ESSELUNGA', 'tim', 'Caffè', 'BAR', 'a*b', '?OOP', 'netflix', '');
const rule: fc.Arbitrary<CategoryRule> = fc.record({
  id: fc.uuid(),
  match: fc.constantFrom('contains', 'starts-with', 'matches'),
  pattern: fc.oneof(words, descriptionArbitrary),
  minCents: fc.option(fc.integer({ min: -50_000, max: 50_000 }), { nil: null }),
  maxCents: fc.option(fc.integer({ min: -50_000, max: 50_000 }), { nil: null }),
  categoryId: fc.constantFrom('cibo', 'casa', 'altro'),
});
const movement = fc.record({
  description: fc.oneof(
    descriptionArbitrary,
    fc.constantFrom('PAGAMENTO POS ESSELUNGA 12', 'ADDEBITO TIM SPA', 'Caffe BAR', 'COOP'),
  ),
  amountCents: fc.integer({ min: -100_000, max: 100_000 }),
});

describe('applyRules over many movements', () => {
  it('gives each movement the category categorize gives it', () => {
    fc.assert(
      fc.property(
        fc.array(rule, { maxLength: 8 }),
        fc.array(movement, { maxLength: 30 }),
        fc.boolean(),
        (rules, movements, withStarters) => {
          const all = withStarters ? [...rules, ...STARTER_RULES] : rules;
          expect(applyRules(movements, all)).toEqual(movements.map((one) => categorize(one, all)));
        },
      ),
      { numRuns: 200 },
    );
  });
});
