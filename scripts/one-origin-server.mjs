// The one-origin server's parts: a static app (one build under its own path, with its
// routes' fallback pages, compressed copies and safe Range handling) and the server that puts
// the three product apps on one origin, landing at /, investor at /investor/*, advisor at
// /advisor/*. scripts/serve.mjs starts it for `pnpm start`; a benchmark's own server script
// adds the apps it measures beside them (scripts/lighthouse/serve-with-baseline.mjs).
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const root = fileURLToPath(new URL('..', import.meta.url));
const securityHeaders = {
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self'",
    // chart.js, Headless UI and react-hot-toast set inline styles at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

/** A static site is read, never written: every other method gets 405. */
const ALLOWED_METHODS = ['GET', 'HEAD'];

/**
 * The byte range a `Range` header asks of a representation of `size` bytes (RFC 9110 §14):
 * `{ start, end }` (inclusive, within the file), 'unsatisfiable' (nothing of the file, or an
 * int-range ending before it starts: answered 416), or null when the header is to be
 * ignored and the whole file sent (another unit, a malformed header, several ranges).
 */
function byteRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/i.exec(header.trim());
  if (match === null) return null;
  const [, first, last] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // A suffix range: the last `last` bytes, the whole file when it is shorter.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Number(last);
  if (end < start || start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

/**
 * sirv 3.0.2 reads `Range` itself and hands its numbers to fs.createReadStream unchecked: a
 * range ending before it starts or past 2^53 threw there and stopped the whole process, and
 * a suffix range (`bytes=-5`) was read as `0-5`. So the header is rewritten, before sirv
 * reads it, into the one form it reads right, for the size of the file it is about to send
 * (the .br/.gz copy when that is what goes out): `bytes=<start>-<end>`, `bytes=<size>-` for
 * sirv's own 416 (its Content-Range names the size), or no header for the whole file.
 * Ranges are defined for GET only; with If-Range the whole file is sent (sirv's ETags are
 * weak, which If-Range never matches). A range ending at byte 0 (`bytes=0-0`) is answered
 * with the whole file: sirv reads an end of 0 as "to the end".
 */
function normaliseRange(req, size) {
  const header = req.headers.range;
  if (header === undefined) return;
  const range =
    req.method === 'GET' && req.headers['if-range'] === undefined ? byteRange(header, size) : null;
  if (range === 'unsatisfiable') req.headers.range = `bytes=${size}-`;
  else if (range === null || range.end === 0) delete req.headers.range;
  else req.headers.range = `bytes=${range.start}-${range.end}`;
}

/**
 * The product's routes (vite-plugins/routes.json, the table the build writes its pages from):
 * each route's pattern, `:name` standing for any one path segment.
 */
const routePatterns = JSON.parse(readFileSync(`${root}vite-plugins/routes.json`, 'utf8')).map(
  (route) => route.pattern ?? route.path,
);

/** The routes served under `prefix` ('/investor'), relative to it ('/', '/client/:clientId'). */
function routesUnder(prefix) {
  return routePatterns
    .filter((pattern) => pattern.startsWith(`${prefix}/`))
    .map((pattern) => pattern.slice(prefix.length));
}

/** The path's segments, one trailing slash ignored ('/accounts/' is '/accounts'). */
function segments(path) {
  return (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).split('/');
}

/** Whether `path` is an address of the route `pattern` (its `:name` any non-empty segment). */
function matchesRoute(pattern, path) {
  const want = segments(pattern);
  const got = segments(path);
  return (
    want.length === got.length &&
    want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]))
  );
}

function notFound(_req, res) {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('404 – risorsa non trovata');
}

/**
 * One app's build in `dir`, its routes relative to its base (`['/', '/accounts']`). Its
 * files are served as they are; an address of a route without a file of its own (a client id
 * the build did not render) gets the fallback page (the shell: an empty #root, never another route's prerendered content,
 * see vite-plugins/route-pages.ts), where the app renders the route. Any other address
 * gets the same page with status 404 (the app renders its 404 screen there), except one
 * that looks like a file (with an extension), which gets a plain 404.
 */
export function staticApp(name, { dir, fallback = 'shell.html', routes }) {
  if (!existsSync(`${dir}/index.html`)) {
    throw new Error(`Manca la build di ${name} (${dir}): esegui prima 'pnpm build'.`);
  }
  const files = sirv(dir, {
    etag: true,
    // The build writes .br and .gz copies of its text files (vite-plugins/precompress.ts).
    brotli: true,
    gzip: true,
    setHeaders(res, pathname, stats) {
      if (pathname.startsWith('/assets/')) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('Cache-Control', 'no-cache');
      }
      normaliseRange(res.req, stats.size);
    },
  });
  const handle = (req, res) => {
    files(req, res, () => {
      const [path = '/'] = req.url.split('?');
      if (routes.some((route) => matchesRoute(route, path))) {
        req.url = `/${fallback}`;
        files(req, res, () => notFound(req, res));
      } else if (/\.\w+$/.test(path)) {
        notFound(req, res);
      } else {
        const page = readFileSync(`${dir}/${fallback}`);
        res.writeHead(404, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Length': page.length,
          'Cache-Control': 'no-cache',
        });
        res.end(req.method === 'HEAD' ? undefined : page);
      }
    });
  };
  return { dir, handle };
}

/**
 * An app's service worker (vite-plugins/pwa.ts) decides when a new version is offered, so
 * it is never served stale: read from disk on every request (sirv keeps the file list and
 * sizes it saw at start), `no-cache`, and from the app's own folder, so its default scope is
 * that app (/investor/), never the whole origin.
 */
function serviceWorker(dir, res) {
  const file = `${dir}/sw.js`;
  if (!existsSync(file)) return false;
  // Read before the status is written: a file gone in between gets a 404 (see failed()).
  const script = readFileSync(file);
  res.writeHead(200, {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': 'no-cache',
  });
  res.end(script);
  return true;
}

/**
 * The request handler of one origin: each of `apps` (a static app by its first path segment,
 * 'investor' for /investor/*) under its own path, anything else to `landing`.
 */
function oneOriginHandler(apps, landing) {
  return (req, res) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);

    if (!ALLOWED_METHODS.includes(req.method)) {
      res.writeHead(405, {
        Allow: ALLOWED_METHODS.join(', '),
        'Content-Type': 'text/plain; charset=utf-8',
      });
      res.end('405 – metodo non consentito');
      return;
    }

    // Only paths are served ('/investor/'): an absolute URL or '*' names no file here.
    if (!req.url?.startsWith('/')) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('400 – richiesta non valida');
      return;
    }
    // Read as a path of this origin ('//x' is a path here, not another host).
    const url = new URL(`http://localhost${req.url}`);
    const [, first = ''] = url.pathname.split('/');
    const app = Object.hasOwn(apps, first) ? apps[first] : undefined;

    if (app === undefined) {
      landing.handle(req, res);
      return;
    }
    const prefix = `/${first}`;
    if (url.pathname === prefix) {
      // The app lives under /name/; keep the query (it carries the role).
      res.writeHead(301, { Location: `${prefix}/${url.search}` });
      res.end();
      return;
    }
    if (url.pathname === `${prefix}/sw.js` && serviceWorker(app.dir, res)) return;
    req.url = req.url.slice(prefix.length);
    app.handle(req, res);
  };
}

/**
 * The product's three builds, from `apps/<name>/<distDir>` ('dist'), on one origin; `extraApps`
 * (static apps by path segment) are served beside them, each under its own path.
 */
export function createOneOriginServer({ distDir = 'dist', extraApps = {} } = {}) {
  const dir = (name) => `${root}apps/${name}/${distDir}`;
  const apps = {
    investor: staticApp('investor', { dir: dir('investor'), routes: routesUnder('/investor') }),
    advisor: staticApp('advisor', { dir: dir('advisor'), routes: routesUnder('/advisor') }),
    ...extraApps,
  };
  // The landing's routes: those of no other app ('/').
  const landing = staticApp('landing', {
    dir: dir('landing'),
    routes: routePatterns.filter((pattern) => !Object.hasOwn(apps, pattern.split('/')[1])),
  });
  const handle = oneOriginHandler(apps, landing);

  return createServer((req, res) => {
    // No request may stop the server: one that fails gets 500, the others go on.
    // A file sirv listed at start can be gone when it is read (a rebuild in between): its
    // read stream's error, emitted later, would otherwise be unhandled and stop the process.
    res.on('pipe', (source) => source.once('error', (error) => failed(req, res, error)));
    try {
      handle(req, res);
    } catch (error) {
      failed(req, res, error);
    }
  });
}

/**
 * Answers a request that failed: 404 for a file gone since it was listed, 500 otherwise; when
 * its status line is already written (sirv writes it before it opens the file), the response
 * is cut short, so the client knows it is incomplete.
 */
function failed(req, res, error) {
  console.error(`${req.method} ${req.url}:`, error);
  if (res.headersSent) {
    res.destroy();
  } else if (error?.code === 'ENOENT') {
    notFound(req, res);
  } else {
    res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('500 – errore del server');
  }
}

/**
 * Starts `server` on `port` (0: any free one) and prints its address; the scripts that start
 * it as a child process wait for that line.
 */
export function listen(server, port) {
  server.listen(port, () => {
    const { port: listening } = server.address();
    console.log(
      `Traguardo: http://localhost:${listening}/ (investitore /investor/, consulente /advisor/)`,
    );
  });
}
