import { formatCount, formatEuro, formatPercentOneDecimal } from '@traguardo/domain/format';
import { type PensionComparison } from '@traguardo/domain/pension-vs-tfr';
import { DetailList } from '@traguardo/ui/detail-list';

const euro = (cents: number) => formatEuro(cents / 100);

/** Both end values in today's euro, the yearly IRPEF saving and the assumptions behind them. */
export function PensionResults({
  comparison,
  years,
}: {
  comparison: PensionComparison;
  years: number;
}) {
  const { tfr, fund, yearlySavings, totalSavingCents } = comparison;
  const firstSaving = yearlySavings[0];
  const lastSaving = yearlySavings.at(-1);
  const difference = fund.totalNetTodayCents - tfr.netTodayCents;
  const yearlySaving =
    firstSaving === undefined || lastSaving === undefined
      ? euro(0)
      : firstSaving.savingCents === lastSaving.savingCents
        ? euro(firstSaving.savingCents)
        : `${euro(firstSaving.savingCents)} nel ${firstSaving.year}, ${euro(lastSaving.savingCents)} dal ${lastSaving.year}`;
  return (
    <section aria-label="Risultato del confronto" aria-live="polite" className="space-y-3">
      <p className="text-sm text-slate-700">{`Tra ${formatCount(years, 'anno', 'anni')}, netto, in euro di oggi:`}</p>
      <DetailList
        items={[
          { label: 'TFR lasciato in azienda', value: euro(tfr.netTodayCents) },
          { label: 'Con il fondo pensione', value: euro(fund.totalNetTodayCents) },
          { label: 'Risparmio IRPEF annuo', value: yearlySaving },
          { label: 'Risparmio IRPEF in totale', value: euro(totalSavingCents) },
        ]}
        className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2"
        itemClassName="rounded-xl bg-slate-50 p-3"
        labelClassName="text-slate-700"
        valueClassName="text-lg font-semibold tabular-nums"
      />
      <p className="text-sm font-semibold text-slate-900">
        {difference >= 0
          ? `Il fondo pensione lascia ${euro(difference)} in più, oltre al risparmio IRPEF.`
          : `Il TFR in azienda lascia ${euro(-difference)} in più; il fondo fa risparmiare ${euro(totalSavingCents)} di IRPEF.`}
      </p>
      <p className="text-xs text-slate-600">
        {`Tassazione all’uscita: TFR ${formatPercentOneDecimal(tfr.exitRateBp / 100)} (aliquota media), fondo ${formatPercentOneDecimal(fund.exitRateBp / 100)}.`}
      </p>
      <details className="rounded-xl border border-slate-200 p-3 text-sm">
        <summary className="cursor-pointer font-semibold text-slate-900">Ipotesi</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
          {comparison.assumptions.map((assumption) => (
            <li key={assumption}>{assumption}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
