// `pnpm bench:lighthouse`'s server: the product's one-origin server (scripts/serve.mjs) with a
// bare page of the same stack (bench/baseline's build) at /bench-baseline/, served with the
// same headers and compression, so every route is measured against it in the same run.
// PORT and DIST_DIR as for scripts/serve.mjs.
import { fileURLToPath } from 'node:url';
import { createOneOriginServer, listen, staticApp } from '../one-origin-server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

const baseline = staticApp('bench-baseline', {
  dir: `${root}bench/baseline/dist`,
  fallback: 'index.html',
  routes: ['/'],
});

listen(
  createOneOriginServer({
    distDir: process.env.DIST_DIR ?? 'dist',
    extraApps: { 'bench-baseline': baseline },
  }),
  Number(process.env.PORT ?? 4173),
);
