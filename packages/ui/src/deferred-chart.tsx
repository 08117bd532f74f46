import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { DEFAULT_CHART_HEIGHT, type ChartProps } from './chart-support';

/** Set once the page has shown its first content: later charts load straight away. */
let firstPaintDone = false;

/**
 * Calls `done` once the browser has reported the first contentful paint (or, where the
 * Paint Timing API is missing, after the next frame) and returns a cancel function.
 */
function afterFirstContentfulPaint(done: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    timer = setTimeout(done);
  };
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes.includes('paint')
  ) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      later();
    });
    observer.observe({ type: 'paint', buffered: true });
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }
  const frame = requestAnimationFrame(later);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False until the page has painted its first content, so chart.js is requested after
 * the first contentful paint instead of competing with the screen's own code for the
 * network and the main thread.
 */
function useAfterFirstPaint() {
  const [painted, setPainted] = useState(firstPaintDone);
  useEffect(() => {
    if (painted) return;
    return afterFirstContentfulPaint(() => {
      firstPaintDone = true;
      setPainted(true);
    });
  }, [painted]);
  return painted;
}

/**
 * Wraps a chart so chart.js loads after the screen's first paint instead of with it:
 * screens with charts below the fold stay within their first-load budget and paint
 * sooner. The placeholder has the chart's height, so nothing shifts when the chart
 * arrives.
 */
export function deferredChart<Props extends ChartProps>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const LazyChart = lazy(async () => ({ default: await load() }));

  function DeferredChart(props: Props) {
    const painted = useAfterFirstPaint();
    const placeholder = (
      <div
        role="status"
        className="w-full animate-pulse rounded-lg bg-slate-100"
        style={{ height: props.height ?? DEFAULT_CHART_HEIGHT }}
      >
        <span className="sr-only">Caricamento del grafico: {props.title}</span>
      </div>
    );
    return painted ? (
      <Suspense fallback={placeholder}>
        <LazyChart {...props} />
      </Suspense>
    ) : (
      placeholder
    );
  }
  return DeferredChart;
}
