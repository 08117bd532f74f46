import {
  formatDate,
  formatSignedPercentOneDecimal,
  formatSomeNames,
} from '@traguardo/domain/format';
import { type YearToDateReturn } from '@traguardo/domain/year-to-date-return';

/**
 * Under the own portfolio's value, as the demo's "+8,4% da inizio anno": the positions' return
 * since 31 December, or which price it needs; nothing without a position.
 */
export function YearToDateLine({ result }: { result: YearToDateReturn }) {
  switch (result.kind) {
    case 'measured':
      return (
        <p className="mt-1 text-sm">{`${formatSignedPercentOneDecimal(result.percent)} da inizio anno`}</p>
      );
    case 'missing-start-price':
      return (
        <p className="mt-1 text-sm">
          {`Per il rendimento da inizio anno serve il prezzo al ${formatDate(result.from)} di ${formatSomeNames(result.names, 2)}.`}
        </p>
      );
    case 'nothing-invested':
      return null;
  }
}
