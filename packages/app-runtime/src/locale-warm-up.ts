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

/** A calendar date, formatted as written ('2024-03-05'), beside the instant `now`. */
const SAMPLE_DAY = '2024-03-05';

/**
 * What the locale-data worker (locale-data.worker.ts) formats so that ICU loads its it-IT
 * data off the main thread: a sample through each of domain's formatters, and each date
 * format both for a calendar date and for an instant (`now`), since they are separate Intl
 * formatters. ICU keeps the data in caches the whole renderer process shares, so the page's
 * first formatter, mid-hydration, finds them filled. Returns what it formatted.
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
  ];
}
