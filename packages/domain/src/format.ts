import { CURRENCY, LOCALE } from './constants';

const euro0 = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

function finiteOrZero(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

/** Euro without decimals: `1234567` → `1.234.567 €`. Non-finite input shows as 0 €. */
export function formatEuro(value: number): string {
  return euro0.format(finiteOrZero(value));
}
