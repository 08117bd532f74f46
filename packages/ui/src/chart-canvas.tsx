import { createElement, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  fetchedWhenOnline,
  useFetchedWhenOnline,
} from '@traguardo/app-runtime/fetched-when-online';
import { type ResolvedTheme } from '@traguardo/domain/theme';
import { type ChartSpec } from '@traguardo/chart-drawing/chart-spec';
import { canDrawInWorker } from '@traguardo/chart-drawing/chart-worker-client';
import { cx } from './class-names';
import { useResolvedTheme } from './use-resolved-theme';
import { drawInWorker, type ChartSurface } from '@traguardo/chart-drawing/worker-chart-surface';

type ChartCanvasProps = {
  spec: ChartSpec;
  /** The canvas's accessible name. */
  title: string;
};

/**
 * The main-thread chart (react-chartjs-2), fetched only where no worker can draw; offline, its
 * place waits, and the chart is drawn once the browser is back online.
 */
const mainThreadChart = fetchedWhenOnline(() =>
  import('./main-thread-chart').then((m) => m.MainThreadChart),
);

function MainThreadCanvas(props: ChartCanvasProps) {
  const chart = useFetchedWhenOnline(mainThreadChart);
  // One component for the life of the page (the module's export), not one made in this render.
  return chart === undefined ? <Pending /> : createElement(chart, props);
}

/**
 * A chart's canvas, filling its frame: drawn by the page's chart worker into an
 * OffscreenCanvas, or on the main thread where that is missing (or the worker failed).
 */
export function ChartCanvas({ spec, title }: ChartCanvasProps) {
  const [inWorker, setInWorker] = useState(canDrawInWorker);
  const fallBack = useCallback(() => setInWorker(false), []);
  if (!inWorker) return <MainThreadCanvas spec={spec} title={title} />;
  return <WorkerCanvas spec={spec} title={title} onFailed={fallBack} />;
}

function Pending() {
  return <div className="h-full w-full rounded-lg bg-slate-100" />;
}

type Latest = { spec: ChartSpec; theme: ResolvedTheme };

/**
 * The canvas the worker draws on. It is made here, not by React: a canvas can hand its
 * control to a worker only once, and a remount needs a fresh one. Until drawn the frame
 * shows the placeholder's pulse.
 */
/** `onFailed` must keep its identity: a new one makes a new canvas. */
function WorkerCanvas({ spec, title, onFailed }: ChartCanvasProps & { onFailed: () => void }) {
  const theme = useResolvedTheme();
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const surface = useRef<ChartSurface | null>(null);
  const [drawn, setDrawn] = useState(false);
  const latest = useRef<Latest>({ spec, theme });
  // Same figures, same key: a parent's new arrays of equal figures post nothing.
  const figures = JSON.stringify(spec);

  useLayoutEffect(() => {
    const parent = box.current;
    if (parent === null) return;
    const made = document.createElement('canvas');
    made.setAttribute('role', 'img');
    made.className = 'block h-full w-full';
    parent.append(made);
    canvas.current = made;
    surface.current = drawInWorker(made, latest.current.spec, latest.current.theme, {
      onDrawn: () => setDrawn(true),
      onFailed,
    });
    return () => {
      surface.current?.destroy();
      surface.current = null;
      canvas.current = null;
      made.remove();
    };
  }, [onFailed]);

  useLayoutEffect(() => {
    canvas.current?.setAttribute('aria-label', title);
    canvas.current?.setAttribute('aria-busy', String(!drawn));
  }, [title, drawn]);

  useEffect(() => {
    if (latest.current.theme === theme && JSON.stringify(latest.current.spec) === figures) return;
    latest.current = { spec, theme };
    surface.current?.update(spec, theme);
    // `figures` stands for `spec`: a new object of the same figures is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [figures, theme]);

  return <div ref={box} className={cx('h-full w-full', !drawn && 'rounded-lg bg-slate-100')} />;
}
