import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Rolldown } from 'vite';
import { precompress } from './precompress';
import { handlerOf, stub } from './testing/plugin-hooks';

const LARGE_JS = `export const rows = [${'"riga di esempio", '.repeat(200)}];\n`;
const SMALL_CSS = 'body { margin: 0; }\n';

let dir: string;

/** Writes `files` (path → content) into the build folder, as the bundle's keys. */
async function writeBuild(files: Record<string, string | Buffer>) {
  for (const [name, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), content);
  }
  return Object.fromEntries(
    Object.keys(files).map((name) => [name, stub<Rolldown.OutputAsset>({ fileName: name })]),
  );
}

/** Runs the plugin's writeBundle on `bundle`, written to `output.dir` (the build folder). */
async function runWriteBundle(
  bundle: Rolldown.OutputBundle,
  output: { dir: string | undefined } = { dir },
) {
  await handlerOf(precompress().writeBundle).call(
    stub<Rolldown.PluginContext>({}),
    stub<Rolldown.NormalizedOutputOptions>(output),
    bundle,
  );
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'precompress-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('precompress', () => {
  it('writes a brotli and a gzip copy of each text file, each decompressing to it', async () => {
    const html = `<!doctype html><title>Traguardo</title>${'<p>Testo</p>'.repeat(200)}`;
    const bundle = await writeBuild({ 'assets/app.js': LARGE_JS, 'accounts/index.html': html });

    await runWriteBundle(bundle);

    for (const [name, source] of [
      ['assets/app.js', LARGE_JS],
      ['accounts/index.html', html],
    ] as const) {
      const br = await readFile(join(dir, `${name}.br`));
      const gz = await readFile(join(dir, `${name}.gz`));
      expect(brotliDecompressSync(br).toString()).toBe(source);
      expect(gunzipSync(gz).toString()).toBe(source);
      expect(br.length).toBeLessThan(source.length);
    }
  });

  it('writes copies of a font, and of a file over 1 MB, each decompressing to it', async () => {
    // Bytes that compress like a font's: runs of a few values, not one repeated byte.
    const font = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7) % 13));
    const large = `export const rows = [${'"riga", '.repeat(160_000)}];`;
    const bundle = await writeBuild({
      'assets/noto-sans-regular-abc123.ttf': font,
      'big.js': large,
    });

    await runWriteBundle(bundle);

    const br = await readFile(join(dir, 'assets/noto-sans-regular-abc123.ttf.br'));
    expect(brotliDecompressSync(br).equals(font)).toBe(true);
    expect(gunzipSync(await readFile(join(dir, 'big.js.gz'))).toString()).toBe(large);
    expect(brotliDecompressSync(await readFile(join(dir, 'big.js.br'))).toString()).toBe(large);
  });

  it('leaves small files, images and Vite’s own folder without copies', async () => {
    const bundle = await writeBuild({
      'assets/small.css': SMALL_CSS,
      'icon-192.png': Buffer.alloc(4096, 1),
      '.vite/manifest.json': JSON.stringify({ rows: LARGE_JS }),
    });

    await runWriteBundle(bundle);

    expect((await readdir(dir, { recursive: true })).sort()).toEqual([
      '.vite',
      '.vite/manifest.json',
      'assets',
      'assets/small.css',
      'icon-192.png',
    ]);
  });

  it('writes nothing for an output without a folder', async () => {
    const bundle = await writeBuild({ 'assets/app.js': LARGE_JS });

    await runWriteBundle(bundle, { dir: undefined });

    expect(await readdir(join(dir, 'assets'))).toEqual(['app.js']);
  });

  it('runs for the browser build only, never in the dev server or the prerender’s server build', () => {
    const { apply } = precompress();
    if (typeof apply !== 'function') throw new Error('apply non è una funzione');
    const env = (command: 'build' | 'serve') => ({ command, mode: 'production' });

    expect(apply({}, env('build'))).toBe(true);
    expect(apply({ build: { ssr: true } }, env('build'))).toBe(false);
    expect(apply({}, env('serve'))).toBe(false);
  });
});
