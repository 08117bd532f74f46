import { describe, expect, it } from 'vitest';
import { ISIN_MESSAGES, isinCheckDigit, isinProblem, isValidIsin, normalizeIsin } from './isin';

describe('ISIN check digit (ISO 6166, Luhn over letters A=10 … Z=35)', () => {
  // Published ISINs: Apple (US0378331005, the example of ISO 6166 guides), BAE Systems
  // (GB0002634946), Enel (IT0003128367), iShares Core MSCI World (IE00B4L5Y983), a BTP.
  it.each(['US0378331005', 'GB0002634946', 'IT0003128367', 'IE00B4L5Y983', 'IT0005083057'])(
    'accepts %s',
    (isin) => {
      expect(isValidIsin(isin)).toBe(true);
      expect(isinProblem(isin)).toBeNull();
    },
  );

  it('computes the check digit from the first eleven characters', () => {
    expect(isinCheckDigit('US037833100')).toBe(5);
    expect(isinCheckDigit('IE00B4L5Y98')).toBe(3);
  });

  it('refuses a code whose last digit is not its check digit', () => {
    expect(isValidIsin('US0378331006')).toBe(false);
    expect(isinProblem('US0378331006')).toBe(ISIN_MESSAGES.checkDigit);
  });

  it('refuses two swapped characters (what the check digit is for)', () => {
    expect(isValidIsin('US0373831005')).toBe(false);
  });

  it('reads a code typed in lower case or with spaces', () => {
    expect(normalizeIsin(' ie00 b4l5 y983 ')).toBe('IE00B4L5Y983');
    expect(isValidIsin(' ie00 b4l5 y983 ')).toBe(true);
  });

  it.each(['', 'US037833100', 'US03783310055', '120378331005', 'US037833100X'])(
    'says in Italian why %j is not an ISIN',
    (text) => {
      expect(isinProblem(text)).toBe(ISIN_MESSAGES.invalid);
    },
  );
});
