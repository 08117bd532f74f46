import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Plugin, resolveConfig } from 'vite';
import { type VitePluginPWAAPI } from 'vite-plugin-pwa';
import { pwa, THEME_COLOR } from './pwa';
import { repoRoot } from './testing/plugin-hooks';

const publicDir = resolve(repoRoot, 'packages/ui/public');
const OPTIONS = {
  name: 'Traguardo – Consulente',
  shortName: 'Traguardo',
  description: 'La prova del consulente.',
};

let outDir: string;

beforeEach(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'pwa-'));
});

afterEach(async () => {
  await rm(outDir, { recursive: true, force: true });
});

/** The advisor's build config with the PWA plugin, resolved as Vite does (its hooks run). */
async function advisorApi(): Promise<VitePluginPWAAPI> {
  const config = await resolveConfig(
    {
      root: resolve(repoRoot, 'apps/advisor'),
      base: '/advisor/',
      configFile: false,
      logLevel: 'silent',
      publicDir,
      build: { outDir },
      plugins: [pwa(OPTIONS)],
    },
    'build',
    'production',
  );
  const plugin: Plugin<VitePluginPWAAPI> | undefined = config.plugins.find(
    (candidate) => candidate.name === 'vite-plugin-pwa',
  );
  if (plugin?.api === undefined) throw new Error('vite-plugin-pwa non è nella configurazione');
  return plugin.api;
}

type WebManifest = {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  theme_color: string;
  icons: { src: string; sizes: string; purpose: string }[];
};

describe('pwa', () => {
  it('links a web manifest in Italian under the app’s base, its icons in the shared public folder', async () => {
    const api = await advisorApi();

    expect(api.webManifestData()?.href).toBe('/advisor/manifest.webmanifest');
    const emitted = api.generateBundle({})?.['manifest.webmanifest'];
    const manifest = JSON.parse(
      String(emitted?.type === 'asset' ? emitted.source : '{}'),
    ) as WebManifest;
    expect(manifest).toMatchObject({
      name: 'Traguardo – Consulente',
      short_name: 'Traguardo',
      lang: 'it',
      start_url: '/advisor/',
      scope: '/advisor/',
      theme_color: THEME_COLOR,
    });
    expect(manifest.icons.map((icon) => icon.purpose)).toContain('maskable');
    for (const icon of manifest.icons) {
      expect(existsSync(join(publicDir, icon.src)), icon.src).toBe(true);
    }
  });

  it('precaches the app and its pages, and answers navigations with the shell', async () => {
    for (const file of [
      'index.html',
      'shell.html',
      'vitals/index.html',
      'assets/app.js',
      'assets/app.js.br',
      'assets/app.css',
      'assets/noto-sans-regular-abc123.ttf',
    ]) {
      await mkdir(dirname(join(outDir, file)), { recursive: true });
      await writeFile(join(outDir, file), `/* ${file} */`);
    }

    await (await advisorApi()).generateSW();

    const worker = await readFile(join(outDir, 'sw.js'), 'utf8');
    const precached = [...worker.matchAll(/"?url"?:\s*"([^"]+)"/g)].map((match) => match[1]);
    expect(precached).toEqual(
      expect.arrayContaining([
        'index.html',
        'shell.html',
        'vitals/index.html',
        'assets/app.js',
        'assets/app.css',
      ]),
    );
    expect(precached).not.toContain('assets/app.js.br');
    // The report's fonts are kept once fetched, not precached with every install.
    expect(precached).not.toContain('assets/noto-sans-regular-abc123.ttf');
    expect(worker).toMatch(
      /registerRoute\(\/\\\.ttf\$\/, new \w+\.CacheFirst\(\{\s*"cacheName": "traguardo-fonts"/,
    );
    expect(worker).toMatch(/NavigationRoute\(\s*\w+\.createHandlerBoundToURL\("shell\.html"\)/);
    // An update waits for the person's Aggiorna: the worker skips waiting only when the page
    // asks (SKIP_WAITING), and the first worker of a device takes the open page over.
    expect(worker.match(/skipWaiting\(\)/g)).toHaveLength(1);
    expect(worker).toMatch(/"SKIP_WAITING"|'SKIP_WAITING'/);
    expect(worker).toMatch(/clientsClaim\(\)/);
  });
});

describe('THEME_COLOR', () => {
  it('is the brand teal of the light theme', async () => {
    const theme = await readFile(resolve(repoRoot, 'packages/ui/src/theme.css'), 'utf8');

    expect(theme).toMatch(new RegExp(`--color-brand-700:\\s*${THEME_COLOR};`));
  });
});
