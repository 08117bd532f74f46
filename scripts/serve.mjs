// `pnpm start`: serves the three production builds on one origin, as they would be deployed
// behind one host: landing at /, investor at /investor/*, advisor at /advisor/*. PORT picks
// the port (default 4173); DIST_DIR serves builds made into another folder of each app
// (dist-foo) instead of dist.
import { createOneOriginServer, listen } from './one-origin-server.mjs';

listen(
  createOneOriginServer({ distDir: process.env.DIST_DIR ?? 'dist' }),
  Number(process.env.PORT ?? 4173),
);
