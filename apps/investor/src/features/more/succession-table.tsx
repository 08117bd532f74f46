import { formatEuro, formatPercent } from '@traguardo/domain/format';
import { type Heir, type SuccessionResult } from '@traguardo/domain/succession-tax';
import { ScrollRegion } from '@traguardo/ui/scroll-region';
import { SuccessionSummary } from './succession-summary';

const euro = (cents: number) => formatEuro(cents / 100);
const cell = 'px-2 py-1.5 text-right tabular-nums';
const head = 'px-2 py-1.5 text-right font-medium';

/**
 * Per heir: share of the goods, its part of the net taxable estate (government bonds out,
 * debts and expenses off), allowance, the part above it, rate and tax; then the totals and the
 * summary.
 */
export function SuccessionTable({
  result,
  heirs,
}: {
  result: SuccessionResult;
  heirs: readonly Heir[];
}) {
  const names = new Map(heirs.map((heir) => [heir.id, heir.name]));
  return (
    <div className="space-y-2">
      <ScrollRegion label="Tabella delle imposte per erede">
        <table className="w-full text-left text-xs sm:text-sm">
          <caption className="sr-only">Imposta di successione per erede</caption>
          <thead className="border-b border-slate-200 text-slate-700">
            <tr>
              <th scope="col" className="px-2 py-1.5 font-medium">
                Erede
              </th>
              <th scope="col" className={head}>
                Quota
              </th>
              <th scope="col" className={head}>
                Imponibile
              </th>
              <th scope="col" className={head}>
                Franchigia
              </th>
              <th scope="col" className={head}>
                Oltre la franchigia
              </th>
              <th scope="col" className={head}>
                Aliquota
              </th>
              <th scope="col" className={head}>
                Imposta
              </th>
            </tr>
          </thead>
          <tbody>
            {result.rows.map((row) => (
              <tr key={row.heirId} className="border-b border-slate-100">
                <th scope="row" className="px-2 py-1.5 font-medium text-slate-900">
                  {names.get(row.heirId) ?? ''}
                </th>
                <td className={cell}>{euro(row.receivedCents)}</td>
                <td className={cell}>{euro(row.taxableCents)}</td>
                <td className={cell}>{euro(row.allowanceCents)}</td>
                <td className={cell}>{euro(row.aboveAllowanceCents)}</td>
                <td className={cell}>{formatPercent(row.rateBp / 100)}</td>
                <td className={cell}>{euro(row.successionTaxCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold text-slate-900">
              <th scope="row" className="px-2 py-1.5">
                Totale
              </th>
              <td className={cell}>{euro(result.estateCents)}</td>
              <td className={cell}>{euro(result.taxableEstateCents)}</td>
              <td className={cell} />
              <td className={cell}>
                {euro(result.rows.reduce((sum, row) => sum + row.aboveAllowanceCents, 0))}
              </td>
              <td className={cell} />
              <td className={cell}>{euro(result.successionTaxCents)}</td>
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
      <SuccessionSummary result={result} />
    </div>
  );
}
