import { type ResolvedTheme } from '@traguardo/domain/theme';
import { type ChartPointer } from './chart-protocol';
import { type ChartSpec } from './chart-spec';
import { openChartInWorker } from './chart-worker-client';

export type ChartSurface = {
  update: (spec: ChartSpec, theme: ResolvedTheme) => void;
  destroy: () => void;
};

type SurfaceEvents = { onDrawn: () => void; onFailed: () => void };

const pointerTypes: readonly ChartPointer['event'][] = [
  'pointermove',
  'pointerdown',
  'pointerleave',
];

/**
 * Hands `canvas` to the page's chart worker and keeps it fed: its size (a ResizeObserver;
 * the chart is created at the first one, so no layout is read here), the figures and the
 * theme, and the pointer for the tooltip. The main thread only posts.
 */
export function drawInWorker(
  canvas: HTMLCanvasElement,
  spec: ChartSpec,
  theme: ResolvedTheme,
  { onDrawn, onFailed }: SurfaceEvents,
): ChartSurface {
  const link = openChartInWorker({ onDrawn, onFailed });
  let latest = { spec, theme };
  let created = false;

  const observer = new ResizeObserver((entries) => {
    const box = entries.at(-1)?.contentRect;
    if (box === undefined) return;
    const size = { width: box.width, height: box.height, devicePixelRatio };
    if (created) {
      link.resize(size);
      return;
    }
    created = true;
    const offscreen = canvas.transferControlToOffscreen();
    link.create({ canvas: offscreen, ...latest, ...size });
  });
  observer.observe(canvas);

  // Offset coordinates are the canvas's CSS pixels, what chart.js measures in.
  const onPointer = (event: PointerEvent) => {
    const type = pointerTypes.find((t) => t === event.type);
    if (type === undefined || !created) return;
    link.pointer({ event: type, x: event.offsetX, y: event.offsetY });
  };
  for (const type of pointerTypes) canvas.addEventListener(type, onPointer, { passive: true });

  return {
    update: (nextSpec, nextTheme) => {
      latest = { spec: nextSpec, theme: nextTheme };
      if (created) link.update(nextSpec, nextTheme);
    },
    destroy: () => {
      observer.disconnect();
      for (const type of pointerTypes) canvas.removeEventListener(type, onPointer);
      link.close();
    },
  };
}
