// The API of a page's chart worker (charts.worker.ts), called through the app's worker
// transport: the page sends what to draw and where the pointer is; the worker owns the
// canvases and chart.js.
import { type ResolvedTheme } from '@traguardo/domain/theme';
import { type ChartSpec } from './chart-spec';

/** The canvas's size in CSS pixels and the screen's pixel density. */
export type ChartSize = { width: number; height: number; devicePixelRatio: number };

/** The pointer events a chart listens to, at offset coordinates (CSS pixels in the canvas). */
export type ChartPointer = {
  event: 'pointermove' | 'pointerdown' | 'pointerleave';
  x: number;
  y: number;
};

/** A new chart: `canvas` is what `transferControlToOffscreen` gave, moved to the worker. */
export type ChartCreation = {
  id: number;
  canvas: OffscreenCanvas;
  spec: ChartSpec;
  theme: ResolvedTheme;
} & ChartSize;

/** One chart.js chart per id. Calls for an id not drawn (or destroyed) are ignored. */
export type ChartWorker = {
  /** Draws the chart; throws where the canvas cannot draw, and the page draws it itself. */
  create: (chart: ChartCreation) => void;
  update: (id: number, spec: ChartSpec, theme: ResolvedTheme) => void;
  resize: (id: number, size: ChartSize) => void;
  pointer: (id: number, pointer: ChartPointer) => void;
  destroy: (id: number) => void;
};
