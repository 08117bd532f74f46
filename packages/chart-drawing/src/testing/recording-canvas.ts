// A canvas for the chart worker's host in jsdom (which draws nothing): its 2D context does
// nothing but remember the text written on it, and in which colour, so a test reads what a
// chart shows — tick labels, legend, tooltip — as a user would see it drawn.

export type DrawnText = { text: string; color: string };

type RecordingCanvas = {
  /** Stands for the OffscreenCanvas a page transfers to the worker. */
  canvas: OffscreenCanvas;
  /** The texts drawn since the last `clear()`. */
  texts: () => readonly DrawnText[];
  clear: () => void;
};

export function recordingCanvas(): RecordingCanvas {
  let texts: DrawnText[] = [];
  const state: Record<string | symbol, unknown> = { fillStyle: '#000000', font: '10px sans-serif' };
  const canvas = { width: 300, height: 150, getContext: () => context };
  const methods: Record<string, (...args: never[]) => unknown> = {
    fillText: (text: string) => texts.push({ text, color: String(state.fillStyle) }),
    measureText: (text: string) => ({ width: text.length * 6 }),
    getLineDash: () => [],
  };
  const context: object = new Proxy(state, {
    get: (target, key) => {
      if (key === 'canvas') return canvas;
      if (typeof key === 'string' && key in methods) return methods[key];
      if (key in target) return target[key];
      // Any other drawing call (paths, transforms, save/restore) draws nothing here.
      return () => undefined;
    },
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
  return {
    // jsdom has no OffscreenCanvas: chart.js needs only a size and a 2D context of it.
    canvas: canvas as unknown as OffscreenCanvas,
    texts: () => texts,
    clear: () => {
      texts = [];
    },
  };
}
