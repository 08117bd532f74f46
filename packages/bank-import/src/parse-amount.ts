// Amounts as banks write them, to integer cents without passing through a float:
// Italian `1.234,56`, `-1.234,56`, `1234,56`, `45,90-`; plain `1234.56`, `-45.9`;
// with `€`, `EUR`, spaces or a leading `+`. The last `,` or `.` followed by one or two
// digits is the decimal separator; the other one groups thousands.

const CURRENCY = /€|\bEUR\b|\beuro\b/gi;
const SPACES = /[\s\u00a0\u202f']/g;

/** The amount in cents, or undefined when the text is no amount (`abc`, `12,3,4`, ''). */
export function parseAmountCents(cell: string): number | undefined {
  let text = cell.replace(CURRENCY, '').replace(SPACES, '');
  if (text === '') return undefined;
  let negative = false;
  if (text.startsWith('(') && text.endsWith(')')) {
    negative = true;
    text = text.slice(1, -1);
  }
  const sign = /^[+-]/.exec(text) ?? /[+-]$/.exec(text);
  if (sign !== null) {
    negative = negative !== (sign[0] === '-');
    text = sign.index === 0 ? text.slice(1) : text.slice(0, -1);
  }
  const split = splitDecimal(text);
  if (split === undefined) return undefined;
  const cents = Number(split.units) * 100 + Number(split.fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return undefined;
  return negative && cents !== 0 ? -cents : cents;
}

function splitDecimal(text: string): { units: string; fraction: string } | undefined {
  const decimal = /^(.*)[.,](\d{1,2})$/.exec(text);
  const units = decimal?.[1] ?? text;
  const fraction = decimal?.[2] ?? '';
  const groupSeparator = decimal === null ? undefined : text[units.length] === ',' ? '.' : ',';
  if (/^\d+$/.test(units)) return { units, fraction };
  if (units === '' && fraction !== '') return { units: '0', fraction };
  // Grouped thousands: `1.234` or `1.234.567` with no decimals, `1.234` before `,56`.
  for (const group of groupSeparator === undefined ? ['.', ','] : [groupSeparator]) {
    const pattern = group === '.' ? /^\d{1,3}(\.\d{3})+$/ : /^\d{1,3}(,\d{3})+$/;
    if (pattern.test(units)) return { units: units.split(group).join(''), fraction };
  }
  return undefined;
}

/** Cents as the plain text `parseAmountCents` reads back: `-1234.56`. */
export function formatPlainAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
