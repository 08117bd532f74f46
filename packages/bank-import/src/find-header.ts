import { isKnownHeader } from './header-words';
import { BankImportError } from './import-error';
import { HEADER_SEARCH_ROWS } from './limits';
import { parseAmountCents } from './parse-amount';
import { parseDate } from './parse-date';
import type { TableRow } from './csv-table';

const filled = (cells: readonly string[]) => cells.filter((cell) => cell.trim() !== '');

function looksLikeData(cell: string): boolean {
  return parseDate(cell) !== undefined || parseAmountCents(cell) !== undefined;
}

/**
 * Where the table's header is among `rows`: the first rows are searched for the one with
 * the most known header words (at least two); failing that, the first row of two or more
 * text cells followed by a row of as many cells that holds a date. Lines above it (titles,
 * IBAN, balances) are not part of the table.
 */
export function findHeaderIndex(rows: readonly TableRow[]): number {
  const searched = rows.slice(0, HEADER_SEARCH_ROWS);
  let best = -1;
  let bestWords = 1;
  searched.forEach((row, index) => {
    const words = row.cells.filter(isKnownHeader).length;
    if (words > bestWords) {
      best = index;
      bestWords = words;
    }
  });
  if (best !== -1) return best;
  const fallback = searched.findIndex((row, index) => {
    const next = rows[index + 1];
    const cells = filled(row.cells);
    return (
      cells.length >= 2 &&
      !cells.some(looksLikeData) &&
      next !== undefined &&
      next.cells.length === row.cells.length &&
      next.cells.some((cell) => parseDate(cell) !== undefined)
    );
  });
  if (fallback !== -1) return fallback;
  throw new BankImportError(
    'no-header',
    'Non trovo la riga di intestazione della tabella (per esempio «Data», «Descrizione», «Importo»).',
  );
}
