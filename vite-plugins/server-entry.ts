import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** The server entry, made up here so the three apps need no copy of it. */
const ENTRY_ID = 'virtual:traguardo-prerender-entry';
const RESOLVED_ENTRY_ID = `\0${ENTRY_ID}`;
const ENTRY_SOURCE = `
import { prerenderRoute } from '@traguardo/app-runtime/prerender-route';
import { app } from '/src/app/definition';
export function render(path) {
  return prerenderRoute(app, path);
}
`;

/** What the server entry exports. */
type ServerEntry = {
  render: (path: string) => Promise<string>;
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
 * everything bundled, so Node needs no package resolution.
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

/** One server entry per client build, built on first use by prerender. */
const entries = new WeakMap<ResolvedConfig, Promise<URL>>();

function serverEntry(config: ResolvedConfig): Promise<URL> {
  let entry = entries.get(config);
  if (entry === undefined) {
    entry = buildServerEntry(config);
    entries.set(config, entry);
  }
  return entry;
}

/** The server entry of the build `config` describes. */
export async function importServerEntry(config: ResolvedConfig): Promise<ServerEntry> {
  const { href } = await serverEntry(config);
  // Node caches a module by its URL: a later build in the same process (the same path,
  // another content) must not get this one's.
  return (await import(`${href}?built=${Date.now()}`)) as ServerEntry;
}

/** Removes the built entry once the build has no more use for it. */
export async function removeServerEntry(config: ResolvedConfig): Promise<void> {
  entries.delete(config);
  await rm(outDirOf(config), { recursive: true, force: true });
}
