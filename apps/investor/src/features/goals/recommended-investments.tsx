import { formatPercent, formatPercentOneDecimal } from '@traguardo/domain/format';
import { recommendedEtfs } from '@traguardo/sample-data/etfs';
import { SectionCard } from '@traguardo/ui/card';

export function RecommendedInvestments() {
  return (
    <SectionCard title="Investimenti consigliati">
      <p className="mb-2 text-sm text-slate-600">
        Strumenti a basso costo adatti ai tuoi obiettivi di lungo periodo.
      </p>
      <ul className="divide-y divide-slate-100">
        {recommendedEtfs.map((etf) => (
          <li key={etf.symbol} className="flex items-center justify-between gap-3 py-2">
            <div className="min-w-0">
              <p className="text-sm font-medium text-slate-900">{etf.name}</p>
              <p className="text-xs text-slate-600">{`${etf.symbol} · TER ${formatPercentOneDecimal(etf.expense)}`}</p>
            </div>
            <span className="shrink-0 text-sm font-semibold text-brand-800">
              {formatPercent(etf.allocation)}
            </span>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
