// ISIN (ISO 6166): two letters of the issuing country, nine letters or digits, one check
// digit. The check digit is the Luhn (mod 10) digit of the code with each letter replaced by
// its value A=10 … Z=35, as ISO 6166 annex C and the ANNA guidelines describe.

const ISIN_SHAPE = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/;

/** An ISIN as the user may type it: spaces dropped, letters upper-cased. */
export function normalizeIsin(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** The check digit of the first eleven characters of an ISIN (already of the right shape). */
export function isinCheckDigit(firstEleven: string): number {
  let digits = '';
  for (const char of firstEleven) {
    const code = char.charCodeAt(0);
    digits += code >= 65 ? String(code - 55) : char;
  }
  // Luhn: from the rightmost digit of the body, double every other digit starting with it
  // (the check digit, to its right, is the undoubled one).
  let sum = 0;
  for (let index = digits.length - 1, double = true; index >= 0; index -= 1, double = !double) {
    let digit = Number(digits[index]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when the text (after normalizeIsin) is an ISIN with the right check digit. */
export function isValidIsin(text: string): boolean {
  const isin = normalizeIsin(text);
  if (!ISIN_SHAPE.test(isin)) return false;
  return isinCheckDigit(isin.slice(0, 11)) === Number(isin[11]);
}

export const ISIN_MESSAGES = {
  invalid:
    'Codice ISIN non valido: sono 12 caratteri, due lettere del paese, nove lettere o cifre e una cifra di controllo (per esempio IT0005083057).',
  checkDigit:
    'Codice ISIN non valido: la cifra di controllo non corrisponde. Controlla di averlo copiato per intero.',
} as const;

/** Why a text is not an ISIN, in Italian; null when it is one. */
export function isinProblem(text: string): string | null {
  const isin = normalizeIsin(text);
  if (!ISIN_SHAPE.test(isin)) return ISIN_MESSAGES.invalid;
  return isValidIsin(isin) ? null : ISIN_MESSAGES.checkDigit;
}
