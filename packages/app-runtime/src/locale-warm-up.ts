import {
  formatCount,
  formatDate,
  formatDateLong,
  formatDecimal,
  formatEuro,
  formatEuroCents,
  formatFeePercent,
  formatPercent,
  formatPercentOneDecimal,
  formatTime,
} from '@traguardo/domain/format';
import { compareNames } from '@traguardo/domain/text-order';

/** A calendar date, formatted as written ('2024-03-05'), beside the instant `now`. */
const SAMPLE_DAY = '2024-03-05';

/**
 * What the locale-data worker (locale-data.worker.ts) formats and sorts so that ICU loads its
 * it-IT data off the main thread: a sample through each of domain's formatters, each date
 * format both for a calendar date and for an instant (`now`), since they are separate Intl
 * formatters, and two names in Italian order (the collation data, which the main thread's
 * first comparison would otherwise load in one task). ICU keeps the data in caches the whole
 * renderer process shares, so the page's first formatter and first sort by name find them
 * filled. Returns what it formatted and sorted.
 */
export function formatLocaleWarmUp(now: Date = new Date()): string[] {
  return [
    formatEuro(1234),
    formatEuroCents(1234.5),
    formatCount(1, 'conto', 'conti'),
    formatDecimal(4.25),
    formatPercent(20),
    formatPercentOneDecimal(4.2),
    formatFeePercent(0.45),
    formatDate(SAMPLE_DAY),
    formatDate(now),
    formatDateLong(SAMPLE_DAY),
    formatDateLong(now),
    formatTime(now),
    ['Conto 10', 'conto 2'].sort(compareNames).join(', '),
  ];
}
