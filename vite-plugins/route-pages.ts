import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import { AFTER_PAINT_MODULES_NAME } from '../packages/app-runtime/src/after-paint-modules';
import routeTable from './routes.json' with { type: 'json' };

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

/** The routes of routes.json whose screen is a module of the app being built. */
function ownRoutes(config: Pick<ResolvedConfig, 'root' | 'base'>) {
  return routeTable
    .map((route) => ({ ...route, module: resolve(repoRoot, route.module) }))
    .filter((route) => route.module.startsWith(config.root + sep));
}

/**
 * The routes of vite-plugins/routes.json that belong to the app being built, each with its
 * file. A route with a parameter (the advisor's client page) has no file of its own: its
 * addresses get the shell page, rendered in the browser, since what it shows is on the
 * device. This is the one place that decides which routes get a file; route-preloads writes
 * them and prerender fills them.
 */
export function appRoutes(config: Pick<ResolvedConfig, 'root' | 'base'>): AppRoute[] {
  return ownRoutes(config).flatMap((route) =>
    route.pattern === undefined
      ? [{ path: route.path, module: route.module, fileName: fileNameOf(config.base, route.path) }]
      : [],
  );
}

/** The screens of the app's routes with a parameter: the routes the shell page is for. */
export function shellScreens(config: Pick<ResolvedConfig, 'root' | 'base'>): string[] {
  return ownRoutes(config).flatMap((route) => (route.pattern === undefined ? [] : [route.module]));
}

/**
 * The page's head with a `<link rel="modulepreload">` for each of `modules`, in order: the
 * browser's preload scanner fetches them while the page is still being read, in parallel
 * with the entry, and the entry imports them from the module map once the page has painted.
 */
export function withModulePreloads(html: string, modules: readonly string[]): string {
  const links = modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  return links.length === 0
    ? html
    : html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/**
 * The page's head with the list of `modules` its entry asks for once the page has painted
 * (packages/app-runtime/src/after-paint-modules.ts): a meta tag, never a script.
 */
export function withAfterPaintModules(html: string, modules: readonly string[]): string {
  const list = `<meta name="${AFTER_PAINT_MODULES_NAME}" content="${modules.join(' ')}">`;
  return modules.length === 0 ? html : html.replace('</head>', `  ${list}\n  </head>`);
}

/**
 * Gives every route with a file of its own (appRoutes) its HTML file (`accounts/index.html`,
 * served before the fallback; the index route's is index.html itself), which prerender fills
 * with the route's shell. Those pages preload nothing: the shell holds the screen's largest
 * static texts, and nothing competes with it for the network. Each lists, for its entry to
 * ask for at once after the paint, the app and its route's screen with everything that
 * screen imports (withAfterPaintModules): one round of requests instead of one per import level.
 *
 * The page is also written as `shell.html`, with the app's modules preloaded: the fallback
 * for every other address (a route with a parameter, unknown routes, the service worker's
 * navigations), with an empty #root rendered in the browser, never another route's markup;
 * there nothing paints before the app runs, so its code is fetched at once, with the screens
 * of the routes with a parameter (the addresses it is for) and what they import.
 */
export function routePages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'traguardo:route-pages',
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
      // What the entry imports once the page has painted: the app.
      const app = new Set(
        entry.dynamicImports.flatMap((name) => {
          const chunk = bundle[name];
          return chunk?.type === 'chunk' ? [...staticImports(bundle, chunk)] : [];
        }),
      );
      const urlsOf = (files: Iterable<string>) =>
        [...files].filter((file) => !inEntry.has(file)).map((file) => `${config.base}${file}`);
      /** The chunk of the screen `module` and every chunk it imports (none if not a chunk). */
      const screenFiles = (module: string) => {
        const screen = Object.values(bundle).find(
          (file) => file.type === 'chunk' && file.facadeModuleId === module,
        );
        return screen?.type === 'chunk' ? staticImports(bundle, screen) : new Set<string>();
      };
      const shell = new Set(app);
      for (const module of shellScreens(config))
        for (const file of screenFiles(module)) shell.add(file);
      this.emitFile({
        type: 'asset',
        fileName: SHELL_FILE,
        source: withModulePreloads(html, urlsOf(shell)),
      });

      for (const route of appRoutes(config)) {
        if (this.getModuleInfo(route.module) === null) {
          this.error(`${route.path}: ${route.module} non fa parte della build`);
        }
        const modules = new Set(app);
        for (const file of screenFiles(route.module)) modules.add(file);
        const page = withAfterPaintModules(html, urlsOf(modules));
        if (route.fileName === 'index.html') index.source = page;
        else this.emitFile({ type: 'asset', fileName: route.fileName, source: page });
      }
    },
  };
}
