import { Receipt } from 'lucide-react';
import { formatDate, formatEuro } from '@traguardo/domain/format';
import { taxForecast } from '@traguardo/sample-data/investor-extras';
import { DetailList } from '@traguardo/ui/detail-list';
import { SectionCard } from './section-card';

export function TaxForecastSection() {
  const refund = taxForecast.expectedRefund >= 0;
  const rows = [
    { label: 'Reddito lordo', value: formatEuro(taxForecast.grossIncome) },
    { label: 'Imposte stimate', value: formatEuro(taxForecast.estimatedTax) },
    { label: 'Detrazioni e deduzioni', value: formatEuro(taxForecast.deductions) },
    {
      label: refund ? 'Rimborso atteso' : 'Saldo da versare',
      value: formatEuro(Math.abs(taxForecast.expectedRefund)),
    },
  ];
  return (
    <SectionCard title={`Previsione fiscale ${taxForecast.year}`} icon={Receipt}>
      <DetailList
        items={rows}
        className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm"
        itemClassName="flex flex-col"
      />
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
