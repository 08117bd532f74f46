// The one-origin server (scripts/serve.mjs) as a browser, a crawler or an attacker meets it:
// the real process, started on the builds in apps/*/dist (run `pnpm build` first), asked
// with node's own HTTP client, which sends headers exactly as written. SERVE_TEST_PORT
// picks the port (default: any free one).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = (app) => `${root}apps/${app}/dist`;
const routeTable = JSON.parse(readFileSync(`${root}vite-plugins/routes.json`, 'utf8'));

let server;
let port;
// A file the server lists at start and that is gone when asked for (a rebuild in between).
const vanishing = {
  path: '/serve-test-vanishing.txt',
  file: `${dist('landing')}/serve-test-vanishing.txt`,
};

before(async () => {
  writeFileSync(vanishing.file, 'presto sparirà');
  server = spawn(process.execPath, [`${root}scripts/serve.mjs`], {
    env: {
      ...process.env,
      PORT: process.env.SERVE_TEST_PORT ?? '0',
      DIST_DIR: 'dist',
      // A benchmark's switch of old: the product's server reads none (the bench has its own).
      BENCH_BASELINE: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  port = await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => {
      const match = /localhost:(\d+)/.exec(String(chunk));
      if (match !== null) resolve(Number(match[1]));
    });
    server.on('error', reject);
    server.on('exit', (code) => reject(new Error(`serve.mjs è uscito (${code}) prima di partire`)));
  });
});

after(async () => {
  rmSync(vanishing.file, { force: true });
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await once(server, 'exit');
});

function send(method, path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The server is still up and serving: its process runs and the landing page answers. */
async function assertStillServing() {
  assert.equal(server.exitCode, null, 'il processo del server è uscito');
  const landing = await send('GET', '/');
  assert.equal(landing.status, 200);
  assert.match(String(landing.body), /<div id="root"/);
}

describe('Range', () => {
  const robots = readFileSync(`${dist('landing')}/robots.txt`);
  const size = robots.length;

  test('a range ending before it starts gets 416, and the server goes on', async () => {
    for (const [path, status] of [
      ['/investor/', 416],
      ['/favicon.svg', 416],
      ['/advisor/client/zzz', 416],
      // No file: the 404 answers are whole.
      ['/investor/nope', 404],
      ['/advisor/assets/nope.js', 404],
    ]) {
      const response = await send('GET', path, { Range: 'bytes=5-2' });
      assert.equal(response.status, status, path);
    }
    const response = await send('GET', '/robots.txt', { Range: 'bytes=5-2' });
    assert.equal(response.status, 416);
    assert.equal(response.headers['content-range'], `bytes */${size}`);
    await assertStillServing();
  });

  test('a range starting past the end gets 416 with the file size', async () => {
    for (const range of [`bytes=${size}-`, 'bytes=18446744073709551615-', 'bytes=-0']) {
      const response = await send('GET', '/robots.txt', { Range: range });
      assert.equal(response.status, 416, range);
      assert.equal(response.headers['content-range'], `bytes */${size}`, range);
      assert.equal(response.body.length, 0, range);
    }
    await assertStillServing();
  });

  test('an end past the file (even past 2^53) is read as the end of the file', async () => {
    const response = await send('GET', '/robots.txt', { Range: 'bytes=0-18446744073709551615' });
    assert.equal(response.status, 206);
    assert.equal(response.headers['content-range'], `bytes 0-${size - 1}/${size}`);
    assert.deepEqual(response.body, robots);
    await assertStillServing();
  });

  test('a suffix range gets the last bytes of the file', async () => {
    const response = await send('GET', '/robots.txt', { Range: 'bytes=-5' });
    assert.equal(response.status, 206);
    assert.equal(response.headers['content-range'], `bytes ${size - 5}-${size - 1}/${size}`);
    assert.deepEqual(response.body, robots.subarray(size - 5));
    const longer = await send('GET', '/robots.txt', { Range: `bytes=-${size + 100}` });
    assert.equal(longer.status, 206);
    assert.deepEqual(longer.body, robots);
  });

  test('a range within the file gets exactly those bytes', async () => {
    for (const [range, start, end] of [
      ['bytes=3-7', 3, 7],
      ['bytes=2-', 2, size - 1],
      ['BYTES=1-1', 1, 1],
    ]) {
      const response = await send('GET', '/robots.txt', { Range: range });
      assert.equal(response.status, 206, range);
      assert.equal(response.headers['content-range'], `bytes ${start}-${end}/${size}`, range);
      assert.equal(Number(response.headers['content-length']), end - start + 1, range);
      assert.deepEqual(response.body, robots.subarray(start, end + 1), range);
    }
  });

  test('a range applies to the compressed copy when that is what is sent', async () => {
    const brotli = readFileSync(`${dist('investor')}/index.html.br`);
    const response = await send('GET', '/investor/', {
      Range: 'bytes=0-9',
      'Accept-Encoding': 'br',
    });
    assert.equal(response.status, 206);
    assert.equal(response.headers['content-encoding'], 'br');
    assert.equal(response.headers['content-range'], `bytes 0-9/${brotli.length}`);
    assert.deepEqual(response.body, brotli.subarray(0, 10));
    const past = await send('GET', '/investor/', {
      Range: `bytes=${brotli.length}-`,
      'Accept-Encoding': 'br',
    });
    assert.equal(past.status, 416);
    assert.equal(past.headers['content-range'], `bytes */${brotli.length}`);
  });

  test('a malformed header, another unit or several ranges get the whole file', async () => {
    for (const range of ['garbage', 'items=0-3', 'bytes=a-b', 'bytes=-', 'bytes=0-1,3-4']) {
      const response = await send('GET', '/robots.txt', { Range: range });
      assert.equal(response.status, 200, range);
      assert.equal(response.headers['content-range'], undefined, range);
      assert.deepEqual(response.body, robots, range);
    }
    // If-Range: sirv's ETags are weak, which If-Range never matches.
    const conditional = await send('GET', '/robots.txt', { Range: 'bytes=0-3', 'If-Range': 'x' });
    assert.equal(conditional.status, 200);
    assert.deepEqual(conditional.body, robots);
    // Ranges are defined for GET only.
    const head = await send('HEAD', '/robots.txt', { Range: 'bytes=5-2' });
    assert.equal(head.status, 200);
    assert.equal(Number(head.headers['content-length']), size);
    await assertStillServing();
  });
});

describe('methods', () => {
  const methods = ['OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE', 'TRACE', 'PROPFIND'];
  const paths = ['/', '/robots.txt', '/investor/', '/investor/sw.js', '/advisor/settings', '/x'];

  test('only GET and HEAD are served; any other method gets 405 with Allow', async () => {
    for (const method of methods) {
      for (const path of paths) {
        const response = await send(method, path);
        assert.equal(response.status, 405, `${method} ${path}`);
        assert.equal(response.headers['allow'], 'GET, HEAD', `${method} ${path}`);
        assert.equal(response.headers['x-content-type-options'], 'nosniff', `${method} ${path}`);
        assert.doesNotMatch(String(response.body), /self\.define|<html/, `${method} ${path}`);
      }
    }
    await assertStillServing();
  });

  test('GET and HEAD still get the service worker', async () => {
    const script = readFileSync(`${dist('investor')}/sw.js`);
    const get = await send('GET', '/investor/sw.js');
    assert.equal(get.status, 200);
    assert.deepEqual(get.body, script);
    const head = await send('HEAD', '/investor/sw.js');
    assert.equal(head.status, 200);
    assert.equal(head.body.length, 0);
  });
});

describe('addresses', () => {
  const shell = (app) => readFileSync(`${dist(app)}/shell.html`);

  test('every route of the build answers 200', async () => {
    for (const { path } of routeTable) {
      const response = await send('GET', path);
      assert.equal(response.status, 200, path);
      assert.match(response.headers['content-type'], /^text\/html/, path);
    }
  });

  test('a client id the build did not render gets the shell with 200', async () => {
    for (const path of ['/advisor/client/zzz', '/advisor/client/zzz/', '/advisor/client/a.b']) {
      const response = await send('GET', path);
      assert.equal(response.status, 200, path);
      assert.deepEqual(response.body, shell('advisor'), path);
    }
  });

  test('an address that is no route gets the app’s 404 page with status 404', async () => {
    for (const [path, app] of [
      ['/nope', 'landing'],
      ['/nope/deeper?x=1', 'landing'],
      ['/investorx', 'landing'],
      // The benchmark's bare page is served by the benchmark's own server only.
      ['/bench-baseline/', 'landing'],
      ['/investor/nope', 'investor'],
      ['/investor/accounts/nope', 'investor'],
      ['/advisor/nope', 'advisor'],
      ['/advisor/client/', 'advisor'],
      ['/advisor/client/c1/extra', 'advisor'],
    ]) {
      const response = await send('GET', path);
      assert.equal(response.status, 404, path);
      assert.match(response.headers['content-type'], /^text\/html/, path);
      assert.equal(response.headers['cache-control'], 'no-cache', path);
      assert.match(response.headers['content-security-policy'], /script-src 'self'/, path);
      assert.deepEqual(response.body, shell(app), path);
      const head = await send('HEAD', path);
      assert.equal(head.status, 404, `HEAD ${path}`);
      assert.equal(head.body.length, 0, `HEAD ${path}`);
    }
  });

  test('a missing file gets a plain 404, not a page', async () => {
    for (const path of ['/investor/assets/nope.js', '/advisor/assets/nope.css', '/nope.png']) {
      const response = await send('GET', path);
      assert.equal(response.status, 404, path);
      assert.match(response.headers['content-type'], /^text\/plain/, path);
    }
  });

  test('an app without its trailing slash is redirected, keeping the query', async () => {
    const response = await send('GET', '/advisor?role=advisor');
    assert.equal(response.status, 301);
    assert.equal(response.headers['location'], '/advisor/?role=advisor');
  });

  test('a request target that is no path gets 400, and the server goes on', async () => {
    for (const target of ['http://[', '*', 'http://localhost/investor/']) {
      const response = await send('GET', target);
      assert.equal(response.status, 400, target);
    }
    await assertStillServing();
  });
});

describe('files gone since the server started', () => {
  test('a file removed after the server listed it is not served, and the server goes on', async () => {
    rmSync(vanishing.file);
    for (const headers of [{}, { Range: 'bytes=0-3' }]) {
      // Its status line was written before the read failed: the answer is cut short.
      const answer = await send('GET', vanishing.path, headers).then(
        (response) => response.status,
        (error) => error.code,
      );
      assert.notEqual(answer, 200);
      assert.notEqual(answer, 206);
      await assertStillServing();
    }
  });
});
