import { type ReactNode } from 'react';
import { ChartDataTable } from './chart-data-table';
import {
  axisFormatters,
  type ChartAxis,
  type ChartSeries,
} from '@traguardo/chart-drawing/chart-support';

type ChartFrameProps = {
  height: number;
  /** Accessible name of the chart; caption of its data table. */
  title: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
  axis: ChartAxis;
  /** The canvas. */
  children: ReactNode;
};

/** Fixed-height box for a canvas, plus the visually hidden table of its figures. */
export function ChartFrame({ height, title, labels, series, axis, children }: ChartFrameProps) {
  return (
    <div className="w-full">
      <div className="relative w-full" style={{ height }}>
        {children}
      </div>
      <ChartDataTable
        title={title}
        labels={labels}
        series={series}
        formatValue={axisFormatters(axis).value}
      />
    </div>
  );
}
