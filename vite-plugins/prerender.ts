import { type Plugin, type ResolvedConfig } from 'vite';
import { PRERENDERED_PATH_ATTRIBUTE } from '../packages/app-runtime/src/prerendered-page';
import { appRoutes } from './route-pages';
import { importServerEntry, removeServerEntry } from './server-entry';

const EMPTY_ROOT = '<div id="root"></div>';

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

const TITLE = /<title>[^<]*<\/title>/;

/**
 * The page's own <title> in <head>: React renders a screen's title where the screen is, in
 * #root, and hoists it into <head> only once it runs. The browser reads the first <title> of
 * the document, so the app's generic one would name the page until then (the tab, a screen
 * reader's announcement on load, a search engine). The one in #root stays for hydration.
 */
export function withScreenTitle(html: string, markup: string): string {
  const title = TITLE.exec(markup)?.[0];
  return title === undefined ? html : html.replace(TITLE, () => title);
}

/** A figure the product fixes (packages/ui/src/fixed-figure.tsx), the same for everyone. */
const FIXED_FIGURE = /<span data-fixed-figure="">[^<]*<\/span>/g;

/** The text a reader of the markup sees (tags, comments and <title> left out). */
export function visibleText(markup: string): string {
  return markup
    .replace(TITLE, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ');
}

/**
 * Why `markup` may not be a route's prerendered shell, or undefined when it may: no script
 * or style of its own (the CSP refuses them) and no figure. The shell is the same for every
 * visitor, so any number in it (an amount, a date, a count) would be the sample data's, or
 * the build's day, shown to someone whose data is on their device — except a figure the
 * product fixes, marked as such (FixedFigure).
 */
export function shellProblem(markup: string): string | undefined {
  if (/<script|<style|\son[a-z]+=/i.test(markup)) return 'contiene script o stili inline';
  const text = visibleText(markup.replace(FIXED_FIGURE, ' ')).replace(/\s+/g, ' ');
  const figure = /\d[\d.,]*/.exec(text);
  if (figure === null) return undefined;
  const around = text.slice(Math.max(0, figure.index - 40), figure.index + 40).trim();
  return `mostra un numero (${figure[0]}) in «${around}»`;
}

/** The page `html` with `markup` in its #root, marked as rendered for `path`. */
export function withPrerenderedRoot(html: string, path: string, markup: string): string {
  const root = `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${escapeAttribute(path)}">`;
  // A function replacement: `$&` and friends in the markup stay literal.
  return withScreenTitle(html, markup).replace(EMPTY_ROOT, () => `${root}${markup}</div>`);
}

/**
 * Puts the server-rendered shell of each route with a file of its own (route-pages'
 * appRoutes) into the `#root` of that file, so the page paints its header, navigation and
 * the screen's title before any script runs; the browser then hydrates it and renders the
 * screen with what the device holds (packages/app-runtime/src/mount-app.tsx). The build fails
 * on a shell that shows a figure or carries a script or style (shellProblem).
 *
 * Runs in generateBundle, before the service worker's precache list (vite-plugin-pwa) and
 * the .br/.gz copies (precompress) are made from the HTML.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'traguardo:prerender',
    // The server build itself uses this config too: it must not prerender in turn.
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const routes = appRoutes(config);
      if (routes.length === 0) return;
      try {
        const { render } = await importServerEntry(config);
        const problems: string[] = [];
        for (const route of routes) {
          const page = bundle[route.fileName];
          if (page?.type !== 'asset') continue;
          const html = String(page.source);
          if (!html.includes(EMPTY_ROOT)) this.error(`${route.fileName}: ${EMPTY_ROOT} mancante`);
          const markup = await render(route.path);
          const problem = shellProblem(markup);
          if (problem !== undefined)
            problems.push(`${route.path}: il markup prerenderizzato ${problem}`);
          page.source = withPrerenderedRoot(html, route.path, markup);
        }
        // Every route's problem at once: a change to a shared component often touches several.
        if (problems.length > 0) this.error(problems.join('\n'));
      } finally {
        await removeServerEntry(config);
      }
    },
  };
}
