import { type ComponentType } from 'react';
import { cartesianData, useCartesianChart } from './cartesian-chart';
import { ChartFrame } from './chart-frame';
import { type ChartProps } from './chart-support';

type CanvasProps<Data, Options> = {
  data: Data;
  options: Options;
  role: 'img';
  'aria-label': string;
};

type CartesianChartFrameProps<Style extends object> = ChartProps & {
  /** react-chartjs-2's `Line` or `Bar`: it checks the datasets and options for its type. */
  canvas: ComponentType<
    CanvasProps<
      ReturnType<typeof cartesianData<Style>>,
      ReturnType<typeof useCartesianChart>['options']
    >
  >;
  /** How one series is drawn, given its colour. */
  datasetStyle: (color: string) => Style;
};

/** A line, area or bar chart: one dataset a series, drawn by `canvas` in its frame. */
export function CartesianChartFrame<Style extends object>({
  canvas: Canvas,
  datasetStyle,
  ...chart
}: CartesianChartFrameProps<Style>) {
  const { frame, options } = useCartesianChart(chart);
  return (
    <ChartFrame {...frame}>
      <Canvas
        data={cartesianData(frame.labels, frame.series, datasetStyle)}
        options={options}
        role="img"
        aria-label={frame.title}
      />
    </ChartFrame>
  );
}
