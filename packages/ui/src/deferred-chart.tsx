import { lazy, Suspense, type ComponentType } from 'react';
import { DEFAULT_CHART_HEIGHT, type ChartProps } from './chart-support';

/**
 * Wraps a chart so chart.js loads after the screen's first render instead of with it:
 * screens with charts below the fold stay within their first-load budget. The
 * placeholder has the chart's height, so nothing shifts when the chart arrives.
 */
export function deferredChart<Props extends ChartProps>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const LazyChart = lazy(async () => ({ default: await load() }));

  function DeferredChart(props: Props) {
    return (
      <Suspense
        fallback={
          <div
            role="status"
            className="w-full animate-pulse rounded-lg bg-slate-100"
            style={{ height: props.height ?? DEFAULT_CHART_HEIGHT }}
          >
            <span className="sr-only">Caricamento del grafico: {props.title}</span>
          </div>
        }
      >
        <LazyChart {...props} />
      </Suspense>
    );
  }
  return DeferredChart;
}
