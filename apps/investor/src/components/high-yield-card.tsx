import { Check, PiggyBank } from 'lucide-react';
import { HIGH_YIELD_APY, HIGH_YIELD_FEES, HIGH_YIELD_GUARANTEE } from '@traguardo/domain/constants';
import { formatEuro, formatPercentOneDecimal } from '@traguardo/domain/format';
import { SectionCard } from '@traguardo/ui/card';
import { FixedFigure } from '@traguardo/ui/fixed-figure';

/** The high-yield account promo, one wording for Conti and Investi; figures from spec §9. */
export function HighYieldCard({ titleLevel = 2 }: { titleLevel?: 2 | 3 }) {
  const features = [
    [
      'costi',
      <>
        Nessun costo di apertura (<FixedFigure>{formatEuro(HIGH_YIELD_FEES)}</FixedFigure> di
        commissioni)
      </>,
    ],
    [
      'garanzia',
      <>
        Garanzia fino a <FixedFigure>{formatEuro(HIGH_YIELD_GUARANTEE)}</FixedFigure>
      </>,
    ],
    ['liquidità', 'Liquidità immediata'],
    ['tasso', 'Tasso variabile, aggiornato settimanalmente'],
  ] as const;
  return (
    <SectionCard
      title="Conto ad alto rendimento"
      level={titleLevel}
      className="border-brand-200 bg-brand-50"
      aside={<PiggyBank aria-hidden="true" className="size-6 text-brand-700" />}
    >
      <p className="text-3xl font-bold text-brand-800">
        <FixedFigure>{formatPercentOneDecimal(HIGH_YIELD_APY)}</FixedFigure>{' '}
        <span className="text-base font-medium">APY</span>
      </p>
      <ul className="mt-3 space-y-1.5 text-sm text-slate-800">
        {features.map(([key, feature]) => (
          <li key={key} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
