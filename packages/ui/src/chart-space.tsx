import { DEFAULT_CHART_HEIGHT } from './chart-props';

/**
 * The place of a chart whose figures are still being read: a box of the chart's height, so
 * the card is as tall as once drawn, with nothing to say (the card's title names it and the
 * region around it is busy).
 */
export function ChartSpace({ height = DEFAULT_CHART_HEIGHT }: { height?: number }) {
  return <div aria-hidden="true" className="w-full rounded-lg bg-slate-100" style={{ height }} />;
}
