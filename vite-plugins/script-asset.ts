import { createHash } from 'node:crypto';
import { type ViteDevServer } from 'vite';

/** A script file of the build named by its content (`assets/<stem>-<hash>.js`), cached for good. */
export function scriptAssetName(stem: string, code: string): string {
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  return `assets/${stem}-${hash}.js`;
}

/** Answers `path` on the dev server with the script `code()` resolves to. */
export function serveScript(
  server: ViteDevServer,
  path: string,
  code: () => Promise<string>,
): void {
  server.middlewares.use(path, (_request, response, next) => {
    code().then((source) => {
      response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
      response.end(source);
    }, next);
  });
}
