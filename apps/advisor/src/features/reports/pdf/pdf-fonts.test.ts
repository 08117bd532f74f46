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
  });

  it('asks for the Hangul pair for Korean, alone or beside the wide scripts', () => {
    expect(fontSetFor(JSON.stringify({ name: '김민준' }))).toBe('hangul');
    expect(fontSetFor(JSON.stringify([{ name: '王小明' }, { name: '이서연' }]))).toBe('hangul');
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

  it('fetches only the Latin pair for a report in Latin, Greek and Cyrillic', async () => {
    const load = await freshWorker();
    const fetch = fetchFromDisk(/^$/);
    vi.stubGlobal('fetch', fetch);
    await load(JSON.stringify([{ name: 'Mario Rossi' }, { name: 'Ελένη Παππά' }]));
    const fetched = fetch.mock.calls.map(([url]) => url.pathname.split('/').pop());
    expect(fetched).toEqual(['noto-sans-regular.ttf', 'noto-sans-bold.ttf']);
  });

  it('fetches the Hangul pair for a Korean name, the Latin pair when it cannot', async () => {
    const load = await freshWorker();
    const fetch = fetchFromDisk(/^$/);
    vi.stubGlobal('fetch', fetch);
    const files = await load(JSON.stringify({ name: '김민준' }));
    expect(files?.regular.byteLength).toBe(await fileSize('noto-sans-wide-hangul-regular.ttf'));
    expect(files?.bold.byteLength).toBe(await fileSize('noto-sans-wide-hangul-bold.ttf'));
    expect(fetch).toHaveBeenCalledTimes(2);

    const offline = await freshWorker();
    vi.stubGlobal('fetch', fetchFromDisk(/noto-sans-wide/));
    const latin = await offline(JSON.stringify({ name: '김민준' }));
    expect(latin?.regular.byteLength).toBe(await fileSize('noto-sans-regular.ttf'));
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
