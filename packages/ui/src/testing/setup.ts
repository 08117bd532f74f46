import '@testing-library/jest-dom/vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import toast, { useToaster } from 'react-hot-toast/headless';
import { afterEach, vi } from 'vitest';

// jsdom lacks matchMedia (the theme and media-query hooks read it) and
// ResizeObserver (Headless UI measures anchored panels).
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

if (typeof globalThis.ResizeObserver !== 'function') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom has neither OffscreenCanvas nor a canvas that draws: charts take the main-thread
// path, react-chartjs-2, swapped for a labelled canvas; the worker's host is tested with a
// recording 2D context (@traguardo/chart-drawing, chart-host.test.ts).
vi.mock('react-chartjs-2', () => import('./mock-react-chartjs-2'));

// jsdom reports getContext as not implemented: a canvas gets no context here.
HTMLCanvasElement.prototype.getContext = () => null;

// jsdom applies no Tailwind. Its one rule that decides what is shown at a phone's width, the
// `hidden` class (display: none), is given here, so a test sees the page as a phone does:
// the app shell's bottom navigation bar and not its sidebar, which a wide screen shows instead.
const phoneLayout = document.createElement('style');
phoneLayout.textContent = '.hidden { display: none; }';
document.head.append(phoneLayout);

// Toasts live in a module-level store: one test's toast must not show in the next, and a
// pointer left resting on a toast (a click on its button) must not hold the next test's
// toasts, whose timers wait while the store is paused.
afterEach(() => {
  cleanup();
  const paused = renderHook(() => useToaster());
  act(() => paused.result.current.handlers.endPause());
  paused.unmount();
  toast.remove();
});
