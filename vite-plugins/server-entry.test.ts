import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveConfig, type ResolvedConfig } from 'vite';
import { importServerEntry, removeServerEntry } from './server-entry';

const fixture = fileURLToPath(new URL('./fixtures/one-screen-app', import.meta.url));
const builtEntry = join(fixture, 'node_modules/.cache/traguardo-prerender/entry-server.mjs');

let config: ResolvedConfig | undefined;

async function fixtureConfig(): Promise<ResolvedConfig> {
  config ??= await resolveConfig(
    { root: fixture, configFile: false, logLevel: 'silent' },
    'build',
    'production',
  );
  return config;
}

afterAll(async () => {
  await removeServerEntry(await fixtureConfig());
});

// Builds the fixture app's server entry with Vite (some seconds on a busy machine).
describe('importServerEntry', () => {
  it('renders a route of the app to HTML, with the app’s providers around it', async () => {
    const { render } = await importServerEntry(await fixtureConfig());

    expect(await render('/')).toBe('<main><h1>Pagina di prova</h1></main>');
  });

  it('removes the built entry once asked, and builds it afresh when used again', async () => {
    const fixtureBuild = await fixtureConfig();
    await importServerEntry(fixtureBuild);
    expect(existsSync(builtEntry)).toBe(true);

    await removeServerEntry(fixtureBuild);
    expect(existsSync(builtEntry)).toBe(false);

    const { render } = await importServerEntry(fixtureBuild);
    expect(await render('/')).toContain('Pagina di prova');
  });
});
