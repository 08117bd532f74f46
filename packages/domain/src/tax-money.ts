// Integer arithmetic on euro cents for the tax engine: a rate times an amount, and a share of
// an amount, rounded once to the cent. Intermediate products go through BigInt so that a
// large amount times a rate never loses a digit (2^53 cents are about 90 trillion euro, but
// an amount times a rate in basis points passes 2^53 from about 9 billion euro).

function assertInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} non è un intero: ${value}`);
}

/**
 * round(a × b / c), every argument a whole number and c > 0; halves round away from zero
 * (0,5 cent → 1 cent), the rounding of the Agenzia delle Entrate's worked examples.
 */
export function mulDivRound(a: number, b: number, c: number): number {
  assertInteger(a, 'a');
  assertInteger(b, 'b');
  assertInteger(c, 'c');
  if (c <= 0) throw new RangeError('Il divisore deve essere positivo.');
  const product = BigInt(a) * BigInt(b);
  const divisor = BigInt(c);
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  const rounded = (magnitude * 2n + divisor) / (divisor * 2n);
  const result = Number(negative ? -rounded : rounded);
  return result === 0 ? 0 : result;
}

/** The share `basisPoints` / 10.000 of an amount in cents, rounded to the cent. */
export function applyBasisPoints(cents: number, basisPoints: number): number {
  return mulDivRound(cents, basisPoints, 10_000);
}
