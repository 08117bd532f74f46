import { formatPercent, formatPercentOneDecimal } from '@traguardo/domain/format';
import { recommendedEtfs } from '@traguardo/sample-data/etfs';
import { SectionCard } from '@traguardo/ui/card';

export function EtfList() {
  return (
    <SectionCard title="ETF consigliati">
      <ul className="divide-y divide-slate-100">
        {recommendedEtfs.map((etf) => (
          <li key={etf.symbol} className="space-y-1 py-3">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{etf.name}</p>
                <p className="text-xs font-semibold text-brand-800">{etf.symbol}</p>
              </div>
              <span className="shrink-0 rounded-full bg-emerald-50 px-2 py-0.5 text-sm font-semibold text-emerald-800">
                {`+${formatPercentOneDecimal(etf.performance)}`}
              </span>
            </div>
            <p className="text-sm text-slate-700">{etf.description}</p>
            <p className="text-xs text-slate-600">
              {`TER ${formatPercentOneDecimal(etf.expense)} · Peso suggerito ${formatPercent(etf.allocation)}`}
            </p>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
