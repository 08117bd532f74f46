import { describe, expect, it } from 'vitest';
import { formatLocaleWarmUp } from './locale-warm-up';

// What Intl prints for it-IT: a non-breaking space (U+00A0) before '€'.
const NBSP = '\u00a0';

describe('formatLocaleWarmUp', () => {
  it('formats a sample with each formatter, dates both as written and as instants, and sorts two names', () => {
    // Local 14:05 on 9 November 2025, whatever the machine's time zone.
    const now = new Date(2025, 10, 9, 14, 5);

    expect(formatLocaleWarmUp(now)).toEqual([
      `1.234${NBSP}€`,
      `1.234,50${NBSP}€`,
      '1 conto',
      '4,3',
      '20%',
      '4,2%',
      '0,45%',
      '05/03/2024',
      '09/11/2025',
      '5 marzo 2024',
      '9 novembre 2025',
      '14:05',
      'conto 2, Conto 10',
    ]);
  });

  it('formats the moment it runs when given none', () => {
    const samples = formatLocaleWarmUp();

    expect(samples).toHaveLength(13);
    expect(samples.every((sample) => sample !== '—' && sample.length > 0)).toBe(true);
  });
});
