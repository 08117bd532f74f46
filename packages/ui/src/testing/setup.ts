import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach } from 'vitest';

// jsdom lacks matchMedia (react-hot-toast reads prefers-reduced-motion) and
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

// jsdom draws nothing (it has no canvas package) and reports getContext as not implemented:
// a chart's canvas gets no context here, so a chart shows its data table and no drawing.
HTMLCanvasElement.prototype.getContext = () => null;

// Toasts live in a module-level list: one test's toast must not show in the next.
afterEach(() => {
  cleanup();
  toast.remove();
});
