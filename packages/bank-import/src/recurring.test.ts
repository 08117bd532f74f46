import { describe, expect, it } from 'vitest';
import { detectRecurring, payeeKey } from './recurring';

const m = (date: string, description: string, amountCents: number) => ({
  date,
  description,
  amountCents,
});

describe('detectRecurring', () => {
  it('flags a monthly series of the same payee with amounts within the tolerance', () => {
    const movements = [
      m('2026-01-05', 'ADDEBITO ENEL ENERGIA FATT. 001', -6420),
      m('2026-02-04', 'ADDEBITO ENEL ENERGIA FATT. 002', -6610),
      m('2026-03-06', 'ADDEBITO ENEL ENERGIA FATT. 003', -6100),
      m('2026-03-07', 'PAGAMENTO POS BAR', -350),
    ];
    expect(detectRecurring(movements)).toEqual([true, true, true, false]);
  });

  it('a salary whose text names the month is one series', () => {
    const salary = ['GENNAIO', 'FEBBRAIO', 'MARZO'].map((month, index) =>
      m(`2026-0${index + 1}-27`, `BONIFICO STIPENDIO ${month} DA ACME SRL`, 215000),
    );
    expect(detectRecurring(salary)).toEqual([true, true, true]);
  });

  it('not recurring: two months only, weekly, an amount far off, or a refund of the same payee', () => {
    expect(
      detectRecurring([m('2026-01-15', 'NETFLIX', -1399), m('2026-02-15', 'NETFLIX', -1399)]),
    ).toEqual([false, false]);
    expect(
      detectRecurring(
        ['2026-01-01', '2026-01-08', '2026-01-15'].map((d) => m(d, 'PALESTRA', -1000)),
      ),
    ).toEqual([false, false, false]);
    expect(
      detectRecurring([
        m('2026-01-15', 'AMAZON', -1000),
        m('2026-02-15', 'AMAZON', -9000),
        m('2026-03-15', 'AMAZON', -1000),
      ]),
    ).toEqual([false, false, false]);
    expect(
      detectRecurring([
        m('2026-01-15', 'X SPA', -1000),
        m('2026-02-15', 'X SPA', 1000),
        m('2026-03-15', 'X SPA', -1000),
      ]),
    ).toEqual([false, false, false]);
  });

  it('finds the series among other movements of the payee, in any order', () => {
    const movements = [
      m('2026-03-15', 'NETFLIX', -1399),
      m('2026-01-20', 'NETFLIX', -500),
      m('2026-01-15', 'NETFLIX', -1399),
      m('2026-02-15', 'NETFLIX', -1399),
    ];
    expect(detectRecurring(movements)).toEqual([true, false, true, true]);
  });

  it('payeeKey drops dates, references and month names', () => {
    expect(payeeKey('Bonifico stipendio Marzo 2026 rif. 0042')).toBe('BONIFICO STIPENDIO RIF');
  });
});
