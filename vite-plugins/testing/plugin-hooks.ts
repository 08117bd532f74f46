// What the build plugins' tests share: the function of a hook, a stand-in for the objects
// Vite and Rolldown hand a hook (only the members a plugin reads), and a resolved config.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type HtmlTagDescriptor,
  type IndexHtmlTransformContext,
  type Plugin,
  resolveConfig,
  type ResolvedConfig,
} from 'vite';

/** The repository's root folder, with its trailing slash. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A hook's function, whether the plugin gives it as a function or as `{ handler }`. */
export function handlerOf<T extends (...args: never[]) => unknown>(
  hook: T | { handler: T } | undefined,
): T {
  if (hook === undefined) throw new Error('Il plugin non ha questo hook.');
  return typeof hook === 'function' ? hook : hook.handler;
}

/**
 * An object of type T that has only `members`: reading any other member throws, so a test
 * notices when a plugin starts to use something its stand-in does not provide.
 */
export function stub<T extends object>(members: Partial<T>): T {
  return new Proxy(members, {
    get(target, key) {
      if (key in target || key === 'then') return Reflect.get(target, key);
      throw new Error(`Membro non previsto dal test: ${String(key)}`);
    },
  }) as T;
}

/**
 * The config Vite resolves for a production build of the app in `apps/<app>` served under
 * `base`, without reading the app's own config file (whose plugins are the ones under test).
 */
export function appBuildConfig(app: string, base: string): Promise<ResolvedConfig> {
  return resolveConfig(
    { root: resolve(repoRoot, 'apps', app), base, configFile: false, logLevel: 'silent' },
    'build',
    'production',
  );
}

/**
 * The tags `plugin`'s transformIndexHtml gives an index.html, after its configResolved hook
 * has seen `config` (none: the hook is not run, as before Vite resolves a config).
 */
export async function indexHtmlTags(
  plugin: Plugin,
  config?: ResolvedConfig,
): Promise<HtmlTagDescriptor[]> {
  if (config !== undefined) handlerOf(plugin.configResolved).call(stub({}), config);
  const tags = await handlerOf(plugin.transformIndexHtml).call(
    stub({}),
    '<html><head></head><body></body></html>',
    stub<IndexHtmlTransformContext>({}),
  );
  if (!Array.isArray(tags)) throw new Error('Il plugin non dà una lista di tag.');
  return tags;
}
