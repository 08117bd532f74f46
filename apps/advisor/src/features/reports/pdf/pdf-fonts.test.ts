import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fontSetFor } from './pdf-fonts';

describe('fontSetFor', () => {
  it('asks for the wide pair only for the scripts it adds', () => {
    for (const name of ['Mario Rossi', 'Ελένη Παππά', 'Жанна Шевченко', 'Łukasz Żółć']) {
      expect(fontSetFor(JSON.stringify({ name })), name).toBe('latin');
    }
    for (const name of ['王小明', 'さくら', 'محمد', 'فاطمه', 'דוד']) {
      expect(fontSetFor(JSON.stringify({ name })), name).toBe('wide');
    }
    // Neither pair draws Hangul: the Latin pair prints the rest and marks it.
    expect(fontSetFor(JSON.stringify({ name: '김민준' }))).toBe('latin');
  });
});

// Vite serves the module's files from the app's folder, where the package's tests run.
const onDisk = (pathname: string) => readFile(join(process.cwd(), pathname));

/** A fetch that reads the font files from disk, failing for the names in `unreachable`. */
function fetchFromDisk(unreachable: RegExp) {
  return vi.fn(async (url: URL) => {
    if (unreachable.test(url.pathname)) throw new TypeError('Failed to fetch');
    return new Response(await onDisk(url.pathname));
  });
}

const fileSize = async (name: string) =>
  (await onDisk(`src/features/reports/pdf/fonts/${name}`)).byteLength;

describe('loadPdfFontsFor', () => {
  // Each test starts with a worker that has fetched nothing yet.
  const freshWorker = async () => {
    vi.resetModules();
    return (await import('./pdf-fonts')).loadPdfFontsFor;
  };

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('fetches the wide pair for a Chinese name, once per worker', async () => {
    const load = await freshWorker();
    const fetch = fetchFromDisk(/^$/);
    vi.stubGlobal('fetch', fetch);
    const files = await load(JSON.stringify({ name: '王小明' }));
    expect(files?.regular.byteLength).toBe(await fileSize('noto-sans-wide-regular.ttf'));
    expect(files?.bold.byteLength).toBe(await fileSize('noto-sans-wide-bold.ttf'));
    await load(JSON.stringify({ name: 'محمد' }));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('falls back to the Latin pair when the wide one cannot be fetched, and to none offline', async () => {
    const load = await freshWorker();
    vi.stubGlobal('fetch', fetchFromDisk(/noto-sans-wide/));
    const files = await load(JSON.stringify({ name: '王小明' }));
    expect(files?.regular.byteLength).toBe(await fileSize('noto-sans-regular.ttf'));

    const offline = await freshWorker();
    vi.stubGlobal('fetch', fetchFromDisk(/./));
    expect(await offline(JSON.stringify({ name: 'Mario Rossi' }))).toBeUndefined();
  });
});
