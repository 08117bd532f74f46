import { describe, expect, it } from 'vitest';
import {
  applyRules,
  categorize,
  type CategoryRule,
  payeeOf,
  ruleFromCategoryChange,
  ruleMatches,
} from './category-rules';
import { STARTER_RULES } from './starter-rules';

const rule = (overrides: Partial<CategoryRule>): CategoryRule => ({
  id: 'r',
  match: 'contains',
  pattern: '',
  minCents: null,
  maxCents: null,
  categoryId: 'Cibo',
  ...overrides,
});

describe('ruleMatches', () => {
  it('contains and starts-with compare whole words, ignoring case, accents and punctuation', () => {
    const tim = rule({ pattern: 'tim' });
    expect(ruleMatches(tim, { description: 'Addebito TIM S.p.A.', amountCents: -2990 })).toBe(true);
    expect(ruleMatches(tim, { description: 'TIMBRIFICIO ROSSI', amountCents: -2990 })).toBe(false);
    const starts = rule({ match: 'starts-with', pattern: 'Pagamento POS' });
    expect(ruleMatches(starts, { description: 'pagamento  pos caffè', amountCents: -100 })).toBe(
      true,
    );
    expect(ruleMatches(starts, { description: 'Storno pagamento POS', amountCents: 100 })).toBe(
      false,
    );
  });

  it('matches is a wildcard over the whole description, never a regular expression', () => {
    const pattern = rule({ match: 'matches', pattern: 'BONIFICO * AFFITTO?' });
    expect(
      ruleMatches(pattern, { description: 'Bonifico a Mario AFFITTO3', amountCents: -70000 }),
    ).toBe(true);
    expect(ruleMatches(pattern, { description: 'Bonifico AFFITTO', amountCents: -70000 })).toBe(
      false,
    );
    expect(
      ruleMatches(rule({ match: 'matches', pattern: '(a+)+$' }), {
        description: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAA!',
        amountCents: 1,
      }),
    ).toBe(false);
  });

  it('checks the optional amount range, inclusive, in signed cents', () => {
    const big = rule({ pattern: 'amazon', minCents: -10000, maxCents: -5000 });
    expect(ruleMatches(big, { description: 'AMAZON', amountCents: -5000 })).toBe(true);
    expect(ruleMatches(big, { description: 'AMAZON', amountCents: -4999 })).toBe(false);
    expect(ruleMatches(big, { description: 'AMAZON', amountCents: -10001 })).toBe(false);
  });

  it('an empty pattern applies to nothing', () => {
    expect(ruleMatches(rule({ pattern: ' ' }), { description: 'X', amountCents: 1 })).toBe(false);
  });
});

describe('categorize and applyRules', () => {
  it('the first rule in order wins: the user’s before the starter set', () => {
    const mine = rule({ pattern: 'esselunga', categoryId: 'Casa' });
    expect(
      categorize({ description: 'POS ESSELUNGA', amountCents: -1 }, [mine, ...STARTER_RULES]),
    ).toBe('Casa');
    expect(
      applyRules(
        [
          { description: 'POS ESSELUNGA', amountCents: -1 },
          { description: 'Nulla', amountCents: -1 },
        ],
        STARTER_RULES,
      ),
    ).toEqual(['Cibo', null]);
  });
});

describe('STARTER_RULES', () => {
  it.each([
    ['PAGAMENTO POS ESSELUNGA MILANO', -8734, 'Cibo'],
    ['COOP LOMBARDIA', -2000, 'Cibo'],
    ['Conad Superstore', -2000, 'Cibo'],
    ['CARREFOUR EXPRESS', -2000, 'Cibo'],
    ['LIDL ITALIA', -2000, 'Cibo'],
    ['EUROSPIN', -2000, 'Cibo'],
    ['ADDEBITO DIRETTO ENEL ENERGIA', -6420, 'Utilities'],
    ['SDD A2A ENERGIA', -5000, 'Utilities'],
    ['HERA COMM', -5000, 'Utilities'],
    ['IREN MERCATO', -5000, 'Utilities'],
    ['EDISON ENERGIA', -5000, 'Utilities'],
    ['TIM SPA FATTURA', -2990, 'Utilities'],
    ['VODAFONE ITALIA', -2990, 'Utilities'],
    ['WINDTRE', -2990, 'Utilities'],
    ['ILIAD ITALIA', -999, 'Utilities'],
    ['FASTWEB SPA', -2995, 'Utilities'],
    ['TRENITALIA FRECCIAROSSA', -4590, 'Trasporti'],
    ['ITALO NTV', -3990, 'Trasporti'],
    ['TELEPASS PEDAGGI', -4210, 'Trasporti'],
    ["AUTOSTRADE PER L'ITALIA", -350, 'Trasporti'],
    ['ATM MILANO ABBONAMENTO', -3900, 'Trasporti'],
    ['STAZIONE ENI 1234', -6000, 'Trasporti'],
    ['Q8 ROMA', -6000, 'Trasporti'],
    ['IP STAZIONE', -6000, 'Trasporti'],
    ['ACQUISTO CARBURANTE', -6000, 'Trasporti'],
    ['NETFLIX.COM', -1399, 'Intrattenimento'],
    ['SPOTIFY AB', -1099, 'Intrattenimento'],
    ['DISNEY+', -899, 'Intrattenimento'],
    ['DAZN', -3499, 'Intrattenimento'],
    ['BONIFICO STIPENDIO GENNAIO', 215000, 'Stipendio'],
    ['EMOLUMENTI MESE DI MARZO', 180000, 'Stipendio'],
    ['F24 DELEGA UNIFICATA', -32000, 'Altro'],
    ['PAGOPA COMUNE', -4500, 'Altro'],
    ['FARMACIA CENTRALE', -1250, 'Salute'],
    ['AFFITTO MARZO', -70000, 'Casa'],
  ])('%s → %s', (description, amountCents, category) => {
    expect(categorize({ description, amountCents }, STARTER_RULES)).toBe(category);
  });

  it('income words only for money coming in', () => {
    expect(
      categorize(
        { description: 'BONIFICO STIPENDIO BABYSITTER', amountCents: -50000 },
        STARTER_RULES,
      ),
    ).toBeNull();
  });

  it('has one id per rule', () => {
    expect(new Set(STARTER_RULES.map((r) => r.id)).size).toBe(STARTER_RULES.length);
  });
});

describe('a rule from a category change', () => {
  it('looks for the payee, not the bank’s words or codes', () => {
    expect(payeeOf('PAGAMENTO POS 1234 ESSELUNGA MILANO')).toBe('ESSELUNGA');
    expect(payeeOf('12/03 4411')).toBe('');
    expect(
      ruleFromCategoryChange(
        'r1',
        { description: 'Pagamento carta ESSELUNGA', amountCents: -100 },
        'Casa',
      ),
    ).toEqual({
      id: 'r1',
      match: 'contains',
      pattern: 'ESSELUNGA',
      minCents: null,
      maxCents: null,
      categoryId: 'Casa',
    });
    expect(
      ruleFromCategoryChange('r2', { description: '0001', amountCents: -1 }, 'Casa'),
    ).toBeUndefined();
  });
});
