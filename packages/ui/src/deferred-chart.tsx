import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { afterFirstPaint, hasPainted } from '@traguardo/app-runtime/after-first-paint';
import { usePageLive } from '@traguardo/app-runtime/page-live';
import { ChartDataTable } from './chart-data-table';
import { axisFormatters, type ChartAxis } from '@traguardo/chart-drawing/chart-support';
import { DEFAULT_CHART_HEIGHT, type ChartProps } from './chart-props';
import { requestDrawTurn } from '@traguardo/chart-drawing/draw-turns';
import { useNearViewport } from './use-near-viewport';

/**
 * False until the page has painted its first content, so chart.js is requested after
 * the first contentful paint instead of competing with the screen's own code for the
 * network and the main thread.
 */
function useAfterFirstPaint() {
  const [painted, setPainted] = useState(hasPainted);
  useEffect(() => {
    if (painted) return;
    return afterFirstPaint(() => startTransition(() => setPainted(true)));
  }, [painted]);
  return painted;
}

/** Runs `onDrawn` once the chart beside it (rendered before it) has mounted. */
function AfterDraw({ onDrawn }: { onDrawn: () => void }) {
  useEffect(onDrawn, [onDrawn]);
  return null;
}

/**
 * A chart's place until it is drawn: an image named after the chart, of its height, and the
 * table of its figures (someone's data: none in the route's HTML, page-live.ts).
 */
function ChartPlaceholder(props: ChartProps & { defaultAxis: ChartAxis }) {
  const live = usePageLive();
  return (
    <div className="w-full">
      <div
        role="img"
        aria-label={props.title}
        aria-busy="true"
        className="w-full rounded-lg bg-slate-100"
        style={{ height: props.height ?? DEFAULT_CHART_HEIGHT }}
      />
      {live && (
        <ChartDataTable
          title={props.title}
          labels={props.labels}
          series={props.series}
          formatValue={axisFormatters(props.axis ?? props.defaultAxis).value}
        />
      )}
    </div>
  );
}

/**
 * Wraps a chart so that chart.js is requested after the screen's first paint instead of with
 * it, and each chart is drawn only as it comes near the viewport, in a task of its own (see
 * draw-turns). Until then a placeholder of the chart's height holds its place (nothing shifts
 * when it arrives) and carries what the chart gives assistive technology: an image named after
 * the chart and the table of its figures. `defaultAxis` is the chart's own default, so the
 * placeholder's table reads like the chart's. The chart component itself comes with the
 * screen (a few hundred bytes over code the screen already has): a chunk of its own would be
 * a round trip after the figures. chart.js is the chart worker's, or main-thread-chart's.
 */
export function deferredChart<Props extends ChartProps>(
  Chart: ComponentType<Props>,
  defaultAxis: ChartAxis = 'euro-k',
): ComponentType<Props> {
  function DeferredChart(props: Props) {
    const painted = useAfterFirstPaint();
    const [box, near] = useNearViewport();
    const [granted, setGranted] = useState(false);
    const done = useRef<() => void>(() => undefined);
    useEffect(() => {
      if (!painted || !near) return;
      // In a transition (as the paint and the viewport's): the chart's subtree renders in slices.
      done.current = requestDrawTurn(() => startTransition(() => setGranted(true)));
      // Gone before its turn ended: the turn passes on.
      return () => done.current();
    }, [painted, near]);
    const handOn = useCallback(() => done.current(), []);
    const placeholder = <ChartPlaceholder {...props} defaultAxis={defaultAxis} />;
    return (
      <div ref={box} className="w-full">
        {granted ? (
          <>
            <Chart {...props} />
            <AfterDraw onDrawn={handOn} />
          </>
        ) : (
          placeholder
        )}
      </div>
    );
  }
  return DeferredChart;
}
