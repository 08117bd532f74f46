import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { PrerenderParams } from '@traguardo/app-runtime/mount-app';

/** The server entry, made up here so the three apps need no copy of it. */
const ENTRY_ID = 'virtual:traguardo-prerender-entry';
const RESOLVED_ENTRY_ID = `\0${ENTRY_ID}`;
const ENTRY_SOURCE = `
import { prerenderRoute } from '@traguardo/app-runtime/prerender-route';
import { app } from '/src/app/definition';
export function render(path) {
  return prerenderRoute(app, path);
}
export function prerenderParams() {
  return app.prerenderParams?.() ?? {};
}
`;

/** What the server entry exports. */
type ServerEntry = {
  render: (path: string) => Promise<string>;
  prerenderParams: () => PrerenderParams;
};

function prerenderEntry(): Plugin {
  return {
    name: 'traguardo:prerender-entry',
    enforce: 'pre',
    resolveId: (id) => (id === ENTRY_ID ? RESOLVED_ENTRY_ID : undefined),
    load: (id) => (id === RESOLVED_ENTRY_ID ? ENTRY_SOURCE : undefined),
  };
}

function outDirOf(config: ResolvedConfig): string {
  return join(config.root, 'node_modules/.cache/traguardo-prerender');
}

/**
 * Builds the app's server entry with the app's own config (same defines and aliases: the
 * 10,000-client build prerenders its own list) into node_modules/.cache, as one file with
 * everything bundled, so Node needs no package resolution and each import of it under
 * another query is a separate instance (stores and sample data made afresh).
 */
async function buildServerEntry(config: ResolvedConfig): Promise<URL> {
  const outDir = outDirOf(config);
  await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    plugins: [prerenderEntry()],
    ssr: { noExternal: true },
    build: {
      // A path would be resolved against the root: the virtual id goes in as the input.
      ssr: true,
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      rollupOptions: {
        input: ENTRY_ID,
        output: { entryFileNames: 'entry-server.mjs', codeSplitting: false },
      },
    },
  });
  return pathToFileURL(join(outDir, 'entry-server.mjs'));
}

/**
 * One server entry per client build, built on first use: route-preloads asks it for the
 * parameter values of the routes to write (appRoutes), then prerender renders them with it.
 */
const entries = new WeakMap<ResolvedConfig, Promise<URL>>();

function serverEntry(config: ResolvedConfig): Promise<URL> {
  let entry = entries.get(config);
  if (entry === undefined) {
    entry = buildServerEntry(config);
    entries.set(config, entry);
  }
  return entry;
}

/** A fresh instance of the server entry: `instance` names it (another name, other modules). */
export async function importServerEntry(
  config: ResolvedConfig,
  instance: string,
): Promise<ServerEntry> {
  const entry = await serverEntry(config);
  return (await import(`${entry.href}?instance=${encodeURIComponent(instance)}`)) as ServerEntry;
}

/** Removes the built entry once the build has no more use for it. */
export async function removeServerEntry(config: ResolvedConfig): Promise<void> {
  entries.delete(config);
  await rm(outDirOf(config), { recursive: true, force: true });
}
