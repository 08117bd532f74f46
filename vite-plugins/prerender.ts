import { type Plugin, type ResolvedConfig } from 'vite';
import { todayLocalDate } from '../packages/domain/src/calendar-date';
import { TIME_ZONE } from '../packages/domain/src/constants';
import {
  NEVER_HYDRATED,
  PRERENDERED_DATE_ATTRIBUTE,
  PRERENDERED_PATH_ATTRIBUTE,
} from '../packages/app-runtime/src/prerendered-page';
import { appRoutes } from './route-preloads';
import { importServerEntry, removeServerEntry } from './server-entry';

const EMPTY_ROOT = '<div id="root"></div>';
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Markup above this is left out (the route renders in the browser, as before): with
 * 10,000 generated clients (bench/scale) the Report screen's client picker
 * alone is 0.7 MB of HTML, which would cost more to parse and hydrate than it saves. The
 * product's own routes are 8–40 KB; Clienti and Dashboard Vitali stay small at any scale
 * (their lists are virtual).
 */
const MAX_MARKUP_BYTES = 256 * 1024;

/**
 * Imports a fresh instance of the server entry and renders `path` with `Date` (and
 * `Date.now`) reading a clock that stands `offset(now)` ms away from the real one, from the
 * modules' first evaluation (sample data and stores made "now") to the end of the render.
 */
async function renderOnClock(
  config: ResolvedConfig,
  path: string,
  clock: string,
  offset: (now: Date) => number,
) {
  const RealDate = Date;
  const shift = offset(new RealDate());
  class ShiftedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(RealDate.now() + shift);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static override now(): number {
      return RealDate.now() + shift;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
  try {
    const { render } = await importServerEntry(config, `clock-${clock}`);
    return await render(path);
  } finally {
    globalThis.Date = RealDate;
  }
}

/** A time of the same local day about twelve hours away from `now`. */
function sameDayOtherHour(now: Date): number {
  const other = new Date(now);
  if (now.getHours() < 12) other.setHours(23, 59, 30, 0);
  else other.setHours(0, 0, 30, 0);
  return other.getTime() - now.getTime();
}

/**
 * Renders a route on three clocks: now, the same day twelve hours away, and 400 days on.
 * Markup that changes with the hour (a time shown, a random id) can never be hydrated
 * ('mai'); markup that changes with the date only on the build's date; the rest always.
 */
async function renderRoute(
  config: ResolvedConfig,
  path: string,
): Promise<{ markup: string; date?: string }> {
  const markup = await renderOnClock(config, path, `now-${path}`, () => 0);
  const otherHour = await renderOnClock(config, path, `hour-${path}`, sameDayOtherHour);
  if (otherHour !== markup) return { markup, date: NEVER_HYDRATED };
  const otherDate = await renderOnClock(config, path, `date-${path}`, () => 400 * DAY_MS);
  return otherDate === markup ? { markup } : { markup, date: todayLocalDate() };
}

/**
 * Runs `work` with the build process on Italy's clock, so that a page is dated (and its
 * dates rendered) on the calendar of the people who open it: a build on a UTC machine
 * between 23:00 and midnight dated its pages the day before theirs, and every dated page
 * was then rendered afresh instead of hydrated.
 */
async function onProductClock<T>(work: () => Promise<T>): Promise<T> {
  const machineZone = process.env.TZ;
  process.env.TZ = TIME_ZONE;
  try {
    return await work();
  } finally {
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  }
}

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
function withScreenTitle(html: string, markup: string): string {
  const title = TITLE.exec(markup)?.[0];
  return title === undefined ? html : html.replace(TITLE, () => title);
}

/**
 * Puts the server-rendered markup of each route of vite-plugins/routes.json (each path of a
 * route with a parameter, see appRoutes) into the `#root` of its HTML file (index.html and
 * the `<route>/index.html` of route-preloads), so the page paints its content before any
 * script runs; the browser then hydrates it (packages/app-runtime/src/mount-app.tsx). #root is marked
 * with the route's path, and, when the markup depends on the date (see renderRoute), with
 * the build's date: the page hydrates only on that day. Markup that depends on the hour is
 * left out: the route renders in the browser, as before.
 *
 * Runs in generateBundle, before the service worker's precache list (vite-plugin-pwa) and
 * the .br/.gz copies (precompress) are made from the HTML. No script or style is added:
 * the CSP stays as it is.
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
      try {
        for (const route of await appRoutes(config)) {
          const page = bundle[route.fileName];
          if (page?.type !== 'asset') continue;
          const html = String(page.source);
          if (!html.includes(EMPTY_ROOT)) this.error(`${route.fileName}: ${EMPTY_ROOT} mancante`);
          const { markup, date } = await onProductClock(() => renderRoute(config, route.path));
          // Markup that would always be replaced is left out: a visitor could start typing
          // into it before the fresh render takes it away (a message box, say).
          if (date === NEVER_HYDRATED) continue;
          const bytes = Buffer.byteLength(markup);
          if (bytes > MAX_MARKUP_BYTES) {
            this.warn(
              `${route.path}: ${Math.round(bytes / 1024)} KB di markup, non prerenderizzato`,
            );
            continue;
          }
          if (/<script|<style|\son[a-z]+=/i.test(markup)) {
            this.error(`${route.path}: il markup prerenderizzato contiene script o stili inline`);
          }
          const marks = [
            `${PRERENDERED_PATH_ATTRIBUTE}="${escapeAttribute(route.path)}"`,
            ...(date === undefined ? [] : [`${PRERENDERED_DATE_ATTRIBUTE}="${date}"`]),
          ];
          // A function replacement: `$&` and friends in the markup stay literal.
          page.source = withScreenTitle(html, markup).replace(
            EMPTY_ROOT,
            () => `<div id="root" ${marks.join(' ')}>${markup}</div>`,
          );
        }
      } finally {
        await removeServerEntry(config);
      }
    },
  };
}
