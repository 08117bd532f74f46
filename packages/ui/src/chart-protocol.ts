// Messages between a page and its chart worker (charts.worker.ts): the page posts what to
// draw and where the pointer is; the worker owns the canvases and chart.js.
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

export type ChartRequest =
  | ({
      type: 'create';
      id: number;
      /** What `transferControlToOffscreen` gave; posted in the transfer list. */
      canvas: OffscreenCanvas;
      spec: ChartSpec;
      theme: ResolvedTheme;
    } & ChartSize)
  | { type: 'update'; id: number; spec: ChartSpec; theme: ResolvedTheme }
  | ({ type: 'resize'; id: number } & ChartSize)
  | { type: 'destroy'; id: number }
  | ({ type: 'pointer'; id: number } & ChartPointer);

export type ChartReply =
  { type: 'drawn'; id: number } | { type: 'failed'; id: number; message: string };
