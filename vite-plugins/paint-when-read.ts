import { type Plugin, type ResolvedConfig } from 'vite';
import { scriptAssetName, serveScript } from './script-asset';

/** The script's whole text: running it does nothing; its attributes are its job. */
export const PAINT_WHEN_READ_CODE =
  '/* Traguardo: deferred and render-blocking, so the page is painted once read whole. */\n';

/**
 * Puts a deferred, render-blocking script (`defer blocking="render"`) in every page's <head>.
 * A deferred script runs once the page's HTML is read whole, and a browser that knows
 * `blocking` (Chromium) paints nothing until it has run: so no frame shows a page half read,
 * whose parts would move as the rest arrives (a browser may paint between two slices of
 * reading). It is not the entry module, which waits for nothing of the app's: a page whose app
 * never loads still paints its shell. The pre-paint theme script stays the first and a
 * classic one, as other browsers ignore `blocking`.
 */
export function paintWhenRead(): Plugin {
  let config: ResolvedConfig;
  const fileName = scriptAssetName('paint-when-read', PAINT_WHEN_READ_CODE);
  return {
    name: 'traguardo:paint-when-read',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      if (config.command !== 'build' || config.build.ssr) return;
      this.emitFile({ type: 'asset', fileName, source: PAINT_WHEN_READ_CODE });
    },
    configureServer(server) {
      serveScript(server, `${config.base}${fileName}`, () => Promise.resolve(PAINT_WHEN_READ_CODE));
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'script',
          attrs: { src: `${config.base}${fileName}`, defer: true, blocking: 'render' },
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}
