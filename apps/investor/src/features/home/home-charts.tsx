import { memo } from 'react';
import { type NetWorthPoint } from '@traguardo/domain/ledger-balances';
import { type MonthCashFlow } from '@traguardo/domain/ledger-cash-flow';
import { centsToEuro } from '@traguardo/domain/ledger-money';
import { monthShortLabel } from '@traguardo/domain/month-labels';
import { SectionCard } from '@traguardo/ui/card';
import { ChartSpace } from '@traguardo/ui/chart-space';
import { DeferredAreaChart, DeferredBarChart } from '@traguardo/ui/deferred-charts';
import { toneHex } from '@traguardo/ui/tone';

// chart.js arrives after the first render: the charts sit below the fold.

type HomeChartsProps = {
  /**
   * Net worth at the end of each of the last 12 months (cents), oldest first, from the month
   * of the first account. Undefined (as `cashFlow`) while the ledger is read: each card keeps
   * its chart's place, with no chart.
   */
  history: readonly NetWorthPoint[] | undefined;
  /** Income and expenses of the same months (cents). */
  cashFlow: readonly MonthCashFlow[] | undefined;
};

export const HomeCharts = memo(function HomeCharts({ history, cashFlow }: HomeChartsProps) {
  const moved = cashFlow?.some((month) => month.income !== 0 || month.expenses !== 0) === true;
  // One month is a point, not a course: a line needs two.
  const charted = history !== undefined && history.length >= 2;
  return (
    <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
      <SectionCard title="Andamento del patrimonio" chart={charted}>
        {history === undefined ? (
          <ChartSpace />
        ) : !charted ? (
          <p className="text-sm text-slate-600">
            {history.length === 0
              ? 'Aggiungi il tuo primo conto in Conti: da lì il patrimonio di ogni mese si disegna qui.'
              : 'Il grafico si disegna dal mese prossimo: un punto alla fine di ogni mese, fino agli ultimi 12.'}
          </p>
        ) : (
          <DeferredAreaChart
            title={`Patrimonio netto negli ultimi ${history.length} mesi`}
            labels={history.map((p) => monthShortLabel(p.month))}
            series={[{ label: 'Patrimonio netto', data: history.map((p) => centsToEuro(p.value)) }]}
            axis="euro-k"
          />
        )}
      </SectionCard>
      <SectionCard title="Flusso di cassa mensile" chart={moved}>
        {cashFlow === undefined ? (
          <ChartSpace />
        ) : moved ? (
          <DeferredBarChart
            title="Entrate e uscite mensili"
            labels={cashFlow.map((p) => monthShortLabel(p.month))}
            series={[
              {
                label: 'Entrate',
                data: cashFlow.map((p) => centsToEuro(p.income)),
                color: toneHex.green,
              },
              {
                label: 'Uscite',
                data: cashFlow.map((p) => centsToEuro(p.expenses)),
                color: toneHex.red,
              },
            ]}
            axis="euro-k"
          />
        ) : (
          <p className="text-sm text-slate-600">
            Nessun movimento negli ultimi 12 mesi: aggiungi entrate e uscite in Movimenti e qui
            vedrai il flusso di cassa di ogni mese.
          </p>
        )}
      </SectionCard>
    </div>
  );
});
