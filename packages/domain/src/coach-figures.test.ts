import { describe, expect, it } from 'vitest';
import {
  coachAnswer,
  coachFiguresLine,
  formatProbability,
  NO_MOVEMENTS_YET,
  NO_WHOLE_MONTH_YET,
  type CoachFacts,
} from './coach-figures';
import { createGoal } from './testing/factories';

const pensionGoal = createGoal({ name: 'Pensione serena', category: 'retirement', progress: 11 });

const tax = { year: 2025, estimatedTax: 16850, expectedRefund: 640 };

const facts: CoachFacts = {
  savingsRate: 16,
  emergencyFundMonths: 5,
  pension: {
    goal: pensionGoal,
    simulation: { probability: 0.4237, planName: 'Bilanciato' },
  },
  home: createGoal({ name: 'Casa al mare in Liguria', progress: 23 }),
  tax,
};

describe('coachFiguresLine', () => {
  it('gives the savings rate and its gap to 20%', () => {
    expect(coachFiguresLine('saving', facts)).toBe(
      'Il tuo tasso di risparmio è 16%: ti mancano 4 punti per arrivare all’obiettivo del 20%.',
    );
    expect(coachFiguresLine('saving', { ...facts, savingsRate: 25 })).toContain('hai raggiunto');
  });

  it('gives the emergency fund against 6 months', () => {
    expect(coachFiguresLine('emergency', facts)).toMatch(
      /copre 5,0 mesi di spese, contro un obiettivo di 6 mesi: ne mancano 1,0/,
    );
  });

  it('says what it needs instead of a figure the ledger cannot give yet', () => {
    const empty = { ...facts, savingsRate: null, emergencyFundMonths: null, tax: undefined };
    expect(coachFiguresLine('saving', empty)).toBe(NO_MOVEMENTS_YET);
    expect(coachFiguresLine('emergency', empty)).toBe(NO_WHOLE_MONTH_YET);
    expect(coachFiguresLine('tax', empty)).toBeNull();
    expect(coachAnswer('emergency', empty, 'Consiglio.')).not.toMatch(/NaN|null/);
  });

  it('gives the pension goal progress and its simulated probability', () => {
    const line = coachFiguresLine('pension', facts);
    expect(line).toContain('“Pensione serena” è al 11%');
    expect(line).toContain('piano Bilanciato');
    expect(line).toContain('del 42%');
    const unsimulated = coachFiguresLine('pension', {
      ...facts,
      pension: { goal: pensionGoal },
    });
    expect(unsimulated).not.toContain('Monte Carlo');
  });

  it('gives the tax forecast, refund or balance due', () => {
    expect(coachFiguresLine('tax', facts)).toMatch(
      /imposte per 16\.850\s€ e un rimborso atteso di 640\s€/,
    );
    expect(coachFiguresLine('tax', { ...facts, tax: { ...tax, expectedRefund: -300 } })).toMatch(
      /saldo da versare di 300\s€/,
    );
  });

  it('gives the home goal, and nothing where it has no figures', () => {
    expect(coachFiguresLine('house', facts)).toContain('“Casa al mare in Liguria” è al 23%');
    expect(coachFiguresLine('house', { ...facts, home: undefined })).toBeNull();
    expect(coachFiguresLine('insurance', facts)).toBeNull();
    expect(coachFiguresLine('generic', facts)).toBeNull();
  });
});

describe('coachAnswer', () => {
  it('opens with the figures and keeps the advice', () => {
    expect(coachAnswer('saving', facts, 'Consiglio.')).toMatch(
      /^Il tuo tasso di risparmio è 16%.* Consiglio\.$/,
    );
    expect(coachAnswer('generic', facts, 'Consiglio.')).toBe('Consiglio.');
  });

  it('formats a probability as a whole percent', () => {
    expect(formatProbability(0.785)).toBe('79%');
  });
});
