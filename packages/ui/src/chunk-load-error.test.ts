import { describe, expect, it } from 'vitest';
import { chunkFailure, isChunkLoadError } from './chunk-load-error';

const chromium = new TypeError(
  'Failed to fetch dynamically imported module: http://localhost/investor/assets/budget-screen-5YMQXev6.js',
);
const firefox = new TypeError(
  'error loading dynamically imported module: http://localhost/investor/assets/budget-screen.js',
);
const safari = new TypeError('Importing a module script failed.');
const viteCss = new Error('Unable to preload CSS for /investor/assets/budget-screen.css');

describe('isChunkLoadError', () => {
  it.each([
    ['Chromium', chromium],
    ['Firefox', firefox],
    ['Safari', safari],
    ["Vite's stylesheet preload", viteCss],
  ])('recognises the failed fetch of a chunk (%s)', (_browser, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('leaves every other error alone', () => {
    expect(
      isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')")),
    ).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(new Error('Cliente non trovato'))).toBe(false);
  });

  it('needs an Error: a bare string or a route response is no chunk failure', () => {
    expect(isChunkLoadError('Failed to fetch dynamically imported module: /x.js')).toBe(false);
    expect(isChunkLoadError({ status: 404, statusText: 'Not Found' })).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('chunkFailure', () => {
  it('is offline when the browser has no network', () => {
    expect(chunkFailure(chromium, () => false)).toBe('offline');
    expect(chunkFailure(safari, () => false)).toBe('offline');
  });

  it('is a new version when the browser is online and the chunk is gone', () => {
    expect(chunkFailure(chromium, () => true)).toBe('new-version');
    expect(chunkFailure(viteCss, () => true)).toBe('new-version');
  });

  it('is undefined for any other error, without asking about the network', () => {
    const bug = new RangeError('Invalid time value');
    const online = () => {
      throw new ReferenceError('navigator is not defined');
    };
    expect(chunkFailure(bug, online)).toBeUndefined();
  });

  it('asks the browser when not told: navigator.onLine', () => {
    expect(chunkFailure(chromium)).toBe(navigator.onLine ? 'new-version' : 'offline');
  });
});
