import { Receipt } from 'lucide-react';
import { formatDate, formatEuro } from '@traguardo/domain/format';
import { taxForecast } from '@traguardo/sample-data/investor-extras';
import { SectionCard } from './section-card';

export function TaxForecastSection() {
  const refund = taxForecast.expectedRefund >= 0;
  const rows = [
    ['Reddito lordo', formatEuro(taxForecast.grossIncome)],
    ['Imposte stimate', formatEuro(taxForecast.estimatedTax)],
    ['Detrazioni e deduzioni', formatEuro(taxForecast.deductions)],
    [
      refund ? 'Rimborso atteso' : 'Saldo da versare',
      formatEuro(Math.abs(taxForecast.expectedRefund)),
    ],
  ] as const;
  return (
    <SectionCard title={`Previsione fiscale ${taxForecast.year}`} icon={Receipt}>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        Scadenza dichiarazione:{' '}
        <time dateTime={taxForecast.filingDeadline}>{formatDate(taxForecast.filingDeadline)}</time>
      </p>
      <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
        {taxForecast.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </SectionCard>
  );
}
