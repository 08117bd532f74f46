import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Rolldown } from 'vite';
import { appRoutes, routePages, SHELL_FILE } from './route-pages';
import routeTable from './routes.json' with { type: 'json' };
import { appBuildConfig, handlerOf, repoRoot, stub } from './testing/plugin-hooks';

type Emitted = { fileName: string; source: string };

const PAGE =
  '<!doctype html>\n<html lang="it">\n  <head>\n    <title>Traguardo</title>\n  </head>\n' +
  '  <body><div id="root"></div></body>\n</html>\n';

const moduleOf = (path: string) => resolve(repoRoot, path);
const HOME = 'apps/investor/src/features/home/home-screen.tsx';
const ACCOUNTS = 'apps/investor/src/features/accounts/accounts-screen.tsx';
const CLIENT_DETAIL = 'apps/advisor/src/features/client-detail/client-detail-screen.tsx';
const SETTINGS = 'apps/advisor/src/features/settings/settings-screen.tsx';

function chunk(
  fileName: string,
  links: { imports?: string[]; dynamicImports?: string[]; module?: string; isEntry?: boolean },
) {
  return stub<Rolldown.OutputChunk>({
    type: 'chunk',
    fileName,
    isEntry: links.isEntry ?? false,
    imports: links.imports ?? [],
    dynamicImports: links.dynamicImports ?? [],
    facadeModuleId: links.module ?? null,
  });
}

/**
 * An investor build as Rolldown hands it over: the entry (with what it imports before the first
 * paint), the app it loads after, the app's shared chunk, and two screens, one with a chart.
 */
function investorBundle(): Rolldown.OutputBundle {
  const files = [
    stub<Rolldown.OutputAsset>({ type: 'asset', fileName: 'index.html', source: PAGE }),
    chunk('assets/index.js', {
      isEntry: true,
      imports: ['assets/entry-deps.js'],
      dynamicImports: ['assets/app.js'],
    }),
    chunk('assets/entry-deps.js', {}),
    chunk('assets/app.js', {
      imports: ['assets/shared.js', 'assets/entry-deps.js'],
      dynamicImports: ['assets/home-screen.js', 'assets/accounts-screen.js'],
    }),
    chunk('assets/shared.js', {}),
    chunk('assets/home-screen.js', { module: moduleOf(HOME), imports: ['assets/shared.js'] }),
    chunk('assets/accounts-screen.js', {
      module: moduleOf(ACCOUNTS),
      imports: ['assets/chart.js', 'assets/shared.js'],
    }),
    chunk('assets/chart.js', {}),
  ];
  return Object.fromEntries(files.map((file) => [file.fileName, file]));
}

/**
 * An advisor build: the entry, the app, and the client page's screen (a route with a
 * parameter) with what it imports; the other screens are left out of the stub.
 */
function advisorBundle(): Rolldown.OutputBundle {
  const files = [
    stub<Rolldown.OutputAsset>({ type: 'asset', fileName: 'index.html', source: PAGE }),
    chunk('assets/index.js', { isEntry: true, dynamicImports: ['assets/app.js'] }),
    chunk('assets/app.js', {
      imports: ['assets/shared.js'],
      dynamicImports: ['assets/client-detail-screen.js', 'assets/settings-screen.js'],
    }),
    chunk('assets/shared.js', {}),
    chunk('assets/client-detail-screen.js', {
      module: moduleOf(CLIENT_DETAIL),
      imports: ['assets/rings.js', 'assets/shared.js'],
    }),
    chunk('assets/rings.js', {}),
    chunk('assets/settings-screen.js', { module: moduleOf(SETTINGS) }),
  ];
  return Object.fromEntries(files.map((file) => [file.fileName, file]));
}

/** Runs the plugin's generateBundle on `bundle`; `inBuild` says which modules the build has. */
async function writePages(
  bundle: Rolldown.OutputBundle,
  inBuild: (id: string) => boolean = () => true,
  app: { name: string; base: string } = { name: 'investor', base: '/investor/' },
) {
  const plugin = routePages();
  const config = await appBuildConfig(app.name, app.base);
  handlerOf(plugin.configResolved).call(stub({}), config);
  const emitted: Emitted[] = [];
  const context = stub<Rolldown.PluginContext>({
    emitFile(file) {
      if (file.type !== 'asset' || file.fileName === undefined) throw new Error('non un file');
      emitted.push({ fileName: file.fileName, source: String(file.source) });
      return file.fileName;
    },
    getModuleInfo: (id) => (inBuild(id) ? stub<Rolldown.ModuleInfo>({ id }) : null),
    error(message) {
      throw new Error(String(message));
    },
  });
  await handlerOf(plugin.generateBundle).call(
    context,
    stub<Rolldown.NormalizedOutputOptions>({}),
    bundle,
    true,
  );
  return emitted;
}

const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]*)">/g;

/** The module URLs a page's HTML preloads, in order. */
function preloadList(html: string): string[] {
  return [...html.matchAll(PRELOAD)].map((match) => match[1] ?? '');
}

const AFTER_PAINT = /<meta name="after-paint-modules" content="([^"]*)">/;

/** The module URLs a route's page lists for its entry to fetch after the first paint. */
function afterPaintList(html: string): string[] | undefined {
  return AFTER_PAINT.exec(html)?.[1]?.split(' ');
}

const pathsUnder = (base: string) =>
  routeTable.filter((route) => route.path.startsWith(base)).map((route) => route.path);

describe('appRoutes', () => {
  it('lists the app’s own routes of routes.json, each with its HTML file', async () => {
    const routes = appRoutes(await appBuildConfig('investor', '/investor/'));

    expect(routes.map((route) => route.path)).toEqual(pathsUnder('/investor/'));
    expect(routes).toContainEqual({
      path: '/investor/',
      module: moduleOf(HOME),
      fileName: 'index.html',
    });
    expect(routes).toContainEqual({
      path: '/investor/accounts',
      module: moduleOf(ACCOUNTS),
      fileName: 'accounts/index.html',
    });
  });

  it('gives the landing page only its own route, in index.html', async () => {
    const routes = appRoutes(await appBuildConfig('landing', '/'));

    expect(routes.map(({ path, fileName }) => ({ path, fileName }))).toEqual([
      { path: '/', fileName: 'index.html' },
    ]);
  });
});

describe('appRoutes of the advisor', () => {
  it('gives the client page (a route with a parameter) no file: it gets the shell page', async () => {
    const routes = appRoutes(await appBuildConfig('advisor', '/advisor/'));

    expect(routes.map((route) => route.path)).toEqual(
      pathsUnder('/advisor/').filter((path) => !path.startsWith('/advisor/client/')),
    );
  });
});

describe('routePages', () => {
  it('writes the page as the shell, the fallback of every other address, preloading the app', async () => {
    const emitted = await writePages(investorBundle());

    const shell = emitted.find((file) => file.fileName === SHELL_FILE)?.source ?? '';
    expect(preloadList(shell)).toEqual(['/investor/assets/app.js', '/investor/assets/shared.js']);
    expect(shell.replace(/\s*<link rel="modulepreload"[^>]*>/g, '')).toBe(PAGE);
  });

  it('preloads in the shell the screen of a route with a parameter, the page it is for', async () => {
    const emitted = await writePages(advisorBundle(), () => true, {
      name: 'advisor',
      base: '/advisor/',
    });

    const shell = emitted.find((file) => file.fileName === SHELL_FILE)?.source ?? '';
    expect(preloadList(shell)).toEqual([
      '/advisor/assets/app.js',
      '/advisor/assets/shared.js',
      '/advisor/assets/client-detail-screen.js',
      '/advisor/assets/rings.js',
    ]);
  });

  it('gives every route of the app its own page, the index route index.html itself', async () => {
    const bundle = investorBundle();
    const emitted = await writePages(bundle);

    const files = emitted.map((file) => file.fileName).filter((name) => name !== SHELL_FILE);
    expect(files.sort()).toEqual(
      pathsUnder('/investor/')
        .filter((path) => path !== '/investor/')
        .map((path) => `${path.slice('/investor/'.length)}/index.html`)
        .sort(),
    );
  });

  it('preloads nothing on a route’s page, and lists what its entry asks for once painted', async () => {
    const bundle = investorBundle();
    const emitted = await writePages(bundle);

    const accounts = emitted.find((file) => file.fileName === 'accounts/index.html')?.source ?? '';
    const index = bundle['index.html'];
    const home = index?.type === 'asset' ? String(index.source) : '';
    for (const page of [accounts, home]) {
      expect(preloadList(page)).toEqual([]);
      expect(page.replace(/\s*<meta name="after-paint-modules"[^>]*>/, '')).toBe(PAGE);
    }
    // The app, then the route's own screen and what it imports; never what the entry holds.
    expect(afterPaintList(accounts)).toEqual([
      '/investor/assets/app.js',
      '/investor/assets/shared.js',
      '/investor/assets/accounts-screen.js',
      '/investor/assets/chart.js',
    ]);
    expect(afterPaintList(home)).toEqual([
      '/investor/assets/app.js',
      '/investor/assets/shared.js',
      '/investor/assets/home-screen.js',
    ]);
  });

  it('stops the build when a route’s module is not part of it', async () => {
    await expect(writePages(investorBundle(), (id) => id !== moduleOf(ACCOUNTS))).rejects.toThrow(
      `/investor/accounts: ${moduleOf(ACCOUNTS)} non fa parte della build`,
    );
  });

  it('writes nothing for a build without a page', async () => {
    const bundle = investorBundle();
    delete bundle['index.html'];

    expect(await writePages(bundle)).toEqual([]);
  });
});
