import { Receipt } from 'lucide-react';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { formatDate } from '@traguardo/domain/format';
import { formatCentsWhole } from '@traguardo/domain/ledger-money';
import { taxForecastSummary } from '@traguardo/domain/tax-forecast-summary';
import { listPositions } from '@traguardo/ledger/position-queries';
import { DetailList } from '@traguardo/ui/detail-list';
import { useLedgerQuery } from '../../ledger/use-ledger';
import { SectionCard } from './section-card';

const zainettoHeadings = ['Minusvalenza', 'Anno', 'Residuo', 'Scadenza'] as const;

/**
 * "Previsione fiscale" of the own profile: the year's estimate from its positions — tax on
 * the gains realised this year after the zainetto, bollo, IVAFE — and the "Zainetto fiscale".
 */
export function OwnTaxForecastSection() {
  const today = todayLocalDate();
  const year = Number(today.slice(0, 4));
  const positions = useLedgerQuery((db) => listPositions(db), []);
  const title = `Previsione fiscale ${year}`;
  if (positions === undefined) {
    return (
      <SectionCard title={title} icon={Receipt}>
        <div aria-hidden="true" className="min-h-24" />
      </SectionCard>
    );
  }
  if (positions.length === 0) {
    return (
      <SectionCard title={title} icon={Receipt}>
        <p className="text-sm text-slate-700">
          Registra in Investi le posizioni dei tuoi conti titoli, con acquisti e vendite: qui vedrai
          le imposte dell’anno sulle plusvalenze, il bollo, l’IVAFE e il tuo zainetto fiscale.
        </p>
      </SectionCard>
    );
  }
  const summary = taxForecastSummary(positions, year);
  const expiring = summary.zainetto.filter((row) => row.expiresThisYear);
  const facts = [
    { label: 'Plusvalenze realizzate', value: formatCentsWhole(summary.gainsCents) },
    { label: 'Minusvalenze realizzate', value: formatCentsWhole(summary.lossesCents) },
    { label: 'Compensate con lo zainetto', value: formatCentsWhole(summary.lossesUsedCents) },
    { label: 'Imponibile', value: formatCentsWhole(summary.taxableCents) },
    {
      label: 'Imposta sulle plusvalenze',
      value: formatCentsWhole(summary.capitalGainsTaxCents),
    },
    { label: 'Imposta di bollo', value: formatCentsWhole(summary.bolloCents) },
    { label: 'IVAFE', value: formatCentsWhole(summary.ivafeCents) },
    { label: 'Totale stimato', value: formatCentsWhole(summary.totalCents) },
  ];
  return (
    <SectionCard title={title} icon={Receipt}>
      <DetailList
        items={facts}
        className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm"
        itemClassName="flex flex-col"
      />
      <h3 className="mt-4 text-sm font-semibold text-slate-900">Zainetto fiscale</h3>
      {summary.zainetto.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">Nessuna minusvalenza da recuperare.</p>
      ) : (
        <table className="mt-1 w-full text-left text-xs sm:text-sm">
          <caption className="sr-only">
            Zainetto fiscale: minusvalenze ancora da compensare e loro scadenza
          </caption>
          <thead className="text-slate-600">
            <tr>
              {zainettoHeadings.map((heading) => (
                <th key={heading} scope="col" className="py-1 pr-2 font-medium last:pr-0">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {summary.zainetto.map((row) => (
              <tr key={row.id} className="border-t border-slate-100 tabular-nums">
                <td className="py-1.5 pr-2">{formatCentsWhole(row.amountCents)}</td>
                <td className="py-1.5 pr-2">{row.year}</td>
                <td className="py-1.5 pr-2">{formatCentsWhole(row.remainingCents)}</td>
                <td
                  className={row.expiresThisYear ? 'py-1.5 font-semibold text-red-700' : 'py-1.5'}
                >
                  {`scade il ${formatDate(row.expiryDate)}`}
                  {row.expiresThisYear ? ' (quest’anno)' : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {expiring.length === 0 ? null : (
        <p className="mt-2 text-sm font-semibold text-red-700">
          {`${formatCentsWhole(expiring.reduce((sum, row) => sum + row.remainingCents, 0))} di minusvalenze scadono il 31/12/${year}: una plusvalenza realizzata entro fine anno le recupera.`}
        </p>
      )}
      <p className="mt-2 text-xs text-slate-600">
        Stima: 26% sulle plusvalenze (12,5% sui titoli di Stato, contati al 48,08%); bollo e IVAFE
        allo 0,2% annuo per i giorni di possesso, al prezzo che hai inserito.
      </p>
    </SectionCard>
  );
}
