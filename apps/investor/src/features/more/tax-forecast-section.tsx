import { Receipt } from 'lucide-react';
import { formatEuro } from '@traguardo/domain/format';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { demoTaxForecast } from '@traguardo/sample-data/investor-extras';
import { SectionFacts } from './section-facts';
import { SectionCard } from './section-card';

export function TaxForecastSection() {
  const taxForecast = demoTaxForecast(todayLocalDate());
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
      <SectionFacts
        facts={rows}
        dateLabel="Scadenza dichiarazione"
        date={taxForecast.filingDeadline}
        notes={taxForecast.tips}
      />
    </SectionCard>
  );
}
