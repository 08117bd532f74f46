import { describe, expect, it } from 'vitest';
import { bookClientAlerts } from './client-book-alerts';

const TODAY = '2026-11-25';
const onTarget = {
  emergencyFund: 6,
  investmentFee: 0.5,
  insuranceGap: 19,
  savingsRate: 10,
  lastContact: '2026-05-29',
  fileDate: '2025-11-25',
};

/** The alerts as a user reads them (no-break spaces as plain ones). */
function read(client: Parameters<typeof bookClientAlerts>[0]) {
  return bookClientAlerts(client, TODAY).map(({ id, severity, description }) => [
    id,
    severity,
    description.replace(/\s/g, ' '),
  ]);
}

describe('bookClientAlerts', () => {
  it('raises none for a client on every limit', () => {
    expect(bookClientAlerts(onTarget, TODAY)).toEqual([]);
  });

  it('says why each alert is raised, with the figure, the urgent ones first', () => {
    expect(
      read({
        emergencyFund: 4.5,
        investmentFee: 0.9,
        insuranceGap: 25,
        savingsRate: 8,
        lastContact: '2026-05-28',
        fileDate: '2025-11-24',
      }),
    ).toEqual([
      ['emergency-fund', 'red', 'Copre 4,5 mesi di spese, sotto i 6 consigliati.'],
      [
        'investment-fee',
        'red',
        'I costi di investimento sono 0,90% l’anno, sopra l’obiettivo di 0,50%: valutare ETF a basso costo.',
      ],
      ['savings-rate', 'red', 'Il tasso di risparmio è 8%, sotto la soglia di 10%.'],
      [
        'insurance-gap',
        'yellow',
        'Gap assicurativo del 25%, oltre la soglia del 20%: proporre una revisione delle polizze.',
      ],
      ['no-contact', 'yellow', 'L’ultimo contatto risale a 181 giorni fa.'],
      [
        'stale-file',
        'yellow',
        'L’ultimo fascicolo dell’investitore è del 24/11/2025, più di 12 mesi fa.',
      ],
    ]);
  });

  it('says a gap of 20% is at the threshold (it counts from 20% included), one above it is beyond', () => {
    const gap = (insuranceGap: number) =>
      read({ ...onTarget, insuranceGap }).find(([id]) => id === 'insurance-gap')?.[2];
    expect(gap(19)).toBeUndefined();
    expect(gap(20)).toBe(
      'Gap assicurativo del 20%, pari alla soglia del 20%: proporre una revisione delle polizze.',
    );
    expect(gap(21)).toBe(
      'Gap assicurativo del 21%, oltre la soglia del 20%: proporre una revisione delle polizze.',
    );
  });

  it('has no file alert for a client without an investor’s file', () => {
    const withoutFile = { ...onTarget, fileDate: undefined, lastContact: '2026-11-01' };
    expect(bookClientAlerts(withoutFile, TODAY)).toEqual([]);
  });
});
