import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import type { PrerenderParams } from '@traguardo/app-runtime/mount-app';
import { ROUTE_MODULES_META } from '../packages/app-runtime/src/route-modules';
import routeTable from './routes.json' with { type: 'json' };
import { importServerEntry } from './server-entry';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** The chunk's file and the files of every chunk it imports statically. */
function staticImports(bundle: OutputBundle, chunk: OutputChunk, seen = new Set<string>()) {
  seen.add(chunk.fileName);
  for (const name of chunk.imports) {
    const dep = bundle[name];
    if (!seen.has(name) && dep?.type === 'chunk') staticImports(bundle, dep, seen);
  }
  return seen;
}

/** The page for every address without a prerendered file of its own. */
export const SHELL_FILE = 'shell.html';

/** A route of routes.json served by this app (as its config's root and base say), with its HTML file. */
export type AppRoute = { path: string; module: string; fileName: string };

/** A route's file in the app's dist: index.html itself for the index route, `<sub-path>/index.html` for any other. */
function fileNameOf(base: string, path: string): string {
  const subPath = path.slice(base.length).replace(/\/$/, '');
  return subPath === '' ? 'index.html' : `${subPath}/index.html`;
}

/**
 * The concrete paths of a route pattern ('/advisor/client/:clientId'): one for each value
 * the app gives the parameter (its definition's prerenderParams), none when it gives none.
 */
function expandPattern(pattern: string, params: PrerenderParams): string[] {
  const segments = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? (params[segment.slice(1)] ?? []) : [segment]));
  return segments
    .reduce<string[][]>(
      (paths, values) => paths.flatMap((path) => values.map((value) => [...path, value])),
      [[]],
    )
    .map((path) => path.join('/'));
}

/**
 * The routes of vite-plugins/routes.json that belong to the app being built, each with its
 * file. A route with a parameter (`pattern`) becomes one route per value the app itself lists
 * (`AppDefinition.prerenderParams`, read from the app's server entry, so from the very data
 * it renders): the advisor's client page is written for each sample client, and any other
 * address under it (an unknown id) keeps the shell page. This is the one place that turns
 * a pattern into paths; route-preloads writes their files and prerender fills them.
 */
export async function appRoutes(config: ResolvedConfig): Promise<AppRoute[]> {
  const own = routeTable.flatMap((route) => {
    const module = resolve(repoRoot, route.module);
    return module.startsWith(config.root + sep) ? [{ ...route, module }] : [];
  });
  const params = own.some((route) => route.pattern !== undefined)
    ? (await importServerEntry(config, 'params')).prerenderParams()
    : {};
  return own.flatMap((route) => {
    const paths = route.pattern === undefined ? [route.path] : expandPattern(route.pattern, params);
    return paths.map((path) => ({
      path,
      module: route.module,
      fileName: fileNameOf(config.base, path),
    }));
  });
}

/**
 * Globs of the files written for the routes with a parameter under `base` (the advisor's
 * `client/<id>/index.html`, with `*` for the id): one file a client, as many as the data has.
 */
export function parameterRouteFiles(base: string): string[] {
  return routeTable.flatMap((route) =>
    route.pattern?.startsWith(base) === true
      ? [fileNameOf(base, route.pattern.replace(/:[^/]+/g, '*'))]
      : [],
  );
}

/**
 * Gives every route of vite-plugins/routes.json its own HTML file (`accounts/index.html`, served by
 * sirv before the SPA fallback) naming the app's modules and its lazily loaded screen's in a
 * `<meta>` (packages/app-runtime/src/route-modules.ts): the entry fetches them all at once when the
 * page has painted (packages/app-runtime/src/app-start.ts), so the screen's code downloads alongside
 * the app's instead of after it, and nothing but the page's own HTML, CSS and entry comes
 * before its first paint.
 * The index route's list goes into index.html itself.
 *
 * The untouched page is also written as `shell.html`, the fallback for every other address
 * (a parameter value the app does not list, unknown routes, the service worker's
 * navigations): a page with an empty #root, rendered in the browser, instead of another
 * route's prerendered content.
 */
export function routePreloads(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'traguardo:route-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (index?.type !== 'asset' || entry?.type !== 'chunk') return;
      const inEntry = staticImports(bundle, entry);
      const html = String(index.source);
      this.emitFile({ type: 'asset', fileName: SHELL_FILE, source: html });
      // What the entry imports once the page has painted: the app.
      const app = new Set(
        entry.dynamicImports.flatMap((name) => {
          const chunk = bundle[name];
          return chunk?.type === 'chunk' ? [...staticImports(bundle, chunk)] : [];
        }),
      );

      for (const route of await appRoutes(config)) {
        const { module } = route;
        if (this.getModuleInfo(module) === null) {
          this.error(`${route.path}: ${route.module} non fa parte della build`);
        }
        const screen = Object.values(bundle).find(
          (file): file is OutputChunk => file.type === 'chunk' && file.facadeModuleId === module,
        );
        const modules = [...new Set([...app, ...(screen ? staticImports(bundle, screen) : [])])]
          .filter((file) => !inEntry.has(file))
          .map((file) => `${config.base}${file}`);
        const meta = `<meta name="${ROUTE_MODULES_META}" content="${modules.join(' ')}">`;
        const routeHtml = html.replace('</head>', `  ${meta}\n  </head>`);
        if (route.fileName === 'index.html') index.source = routeHtml;
        else this.emitFile({ type: 'asset', fileName: route.fileName, source: routeHtml });
      }
    },
  };
}
