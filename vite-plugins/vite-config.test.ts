import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfigFromFile, type PluginOption } from 'vite';
import { repoRoot } from './testing/plugin-hooks';

/** The plugins' names in the order Vite runs them (nested lists and promises flattened). */
async function pluginNames(option: PluginOption): Promise<string[]> {
  const value = await option;
  if (Array.isArray(value)) return (await Promise.all(value.map(pluginNames))).flat();
  return value ? [value.name] : [];
}

/** An app's own vite.config.ts, read by Vite's config loader as `vite build` reads it. */
async function appConfig(app: string) {
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production', isSsrBuild: false, isPreview: false },
    resolve(repoRoot, 'apps', app, 'vite.config.ts'),
    undefined,
    'silent',
  );
  if (loaded === null) throw new Error(`${app}: configurazione non trovata`);
  return { ...loaded.config, names: await pluginNames(loaded.config.plugins) };
}

describe('the apps’ Vite configs', () => {
  it.each([
    ['landing', '/'],
    ['investor', '/investor/'],
    ['advisor', '/advisor/'],
  ])('load with Vite’s config loader: %s under %s, with the shared plugins', async (app, base) => {
    const config = await appConfig(app);

    expect(config.base).toBe(base);
    expect(config.publicDir).toBe(resolve(repoRoot, 'packages/ui/public'));
    expect(config.names).toEqual(
      expect.arrayContaining([
        'traguardo:shared-head',
        'traguardo:route-pages',
        'traguardo:compile-hints',
        'traguardo:precompress',
      ]),
    );
  });

  it('write each route’s page before the prerender fills it', async () => {
    for (const app of ['landing', 'investor', 'advisor']) {
      const { names } = await appConfig(app);
      const prerender = names.findIndex((name) => /prerender/.test(name));

      expect(prerender, app).toBeGreaterThan(names.indexOf('traguardo:route-pages'));
    }
  });

  it('make the investor and the advisor installable, never the landing page', async () => {
    expect((await appConfig('investor')).names).toContain('vite-plugin-pwa');
    expect((await appConfig('advisor')).names).toContain('vite-plugin-pwa');
    expect((await appConfig('landing')).names).not.toContain('vite-plugin-pwa');
  });
});
