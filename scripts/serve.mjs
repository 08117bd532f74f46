// Serves the three production builds on one origin, as they would be deployed behind
// one host: landing at /, investor at /investor/*, advisor at /advisor/*.
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT ?? 4173);

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

function distDir(name) {
  // DIST_DIR lets parallel work serve builds made into another folder (dist-foo).
  return `${root}apps/${name}/${process.env.DIST_DIR ?? 'dist'}`;
}

function staticApp(name, dir = distDir(name), fallback = 'shell.html') {
  if (!existsSync(`${dir}/index.html`)) {
    throw new Error(`Manca la build di ${name} (${dir}): esegui prima 'pnpm build'.`);
  }
  // single: unknown routes get the app's shell page (SPA fallback: an empty #root, never
  // another route's prerendered content, see vite-plugins/route-preloads.ts); paths that
  // look like files (with an extension) are left out of the fallback and answer 404.
  return sirv(dir, {
    single: fallback,
    etag: true,
    // The build writes .br and .gz copies of its text files (vite-plugins/precompress.ts).
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      if (pathname.startsWith('/assets/')) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('Cache-Control', 'no-cache');
      }
    },
  });
}

const apps = { investor: staticApp('investor'), advisor: staticApp('advisor') };
// `pnpm bench:lighthouse` measures every route against a bare page of the same stack
// (bench/baseline), served here with the same headers and compression.
if (process.env.BENCH_BASELINE === '1') {
  apps['bench-baseline'] = staticApp('bench-baseline', `${root}bench/baseline/dist`, 'index.html');
}

/**
 * An app's service worker (vite-plugins/pwa.ts) decides when a new version is offered, so
 * it is never served stale: read from disk on every request (sirv keeps the file list and
 * sizes it saw at start), `no-cache`, and from the app's own folder, so its default scope is
 * that app (/investor/), never the whole origin.
 */
function serviceWorker(name, res) {
  const file = `${distDir(name)}/sw.js`;
  if (!existsSync(file)) return false;
  res.writeHead(200, {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': 'no-cache',
  });
  res.end(readFileSync(file));
  return true;
}
const landing = staticApp('landing');

function notFound(_req, res) {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('404 – risorsa non trovata');
}

const server = createServer((req, res) => {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);

  const url = new URL(req.url ?? '/', 'http://localhost');
  const [, first = ''] = url.pathname.split('/');
  const app = Object.hasOwn(apps, first) ? apps[first] : undefined;

  if (app === undefined) {
    landing(req, res, () => notFound(req, res));
    return;
  }
  const prefix = `/${first}`;
  if (url.pathname === prefix) {
    // The app lives under /name/; keep the query (it carries the role).
    res.writeHead(301, { Location: `${prefix}/${url.search}` });
    res.end();
    return;
  }
  if (url.pathname === `${prefix}/sw.js` && serviceWorker(first, res)) return;
  req.url = req.url.slice(prefix.length);
  app(req, res, () => notFound(req, res));
});

server.listen(port, () => {
  console.log(
    `Traguardo: http://localhost:${port}/ (investitore /investor/, consulente /advisor/)`,
  );
});
