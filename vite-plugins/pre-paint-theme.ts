import { fileURLToPath } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { scriptAssetName, serveScript } from './script-asset';

const SOURCE = fileURLToPath(
  new URL('../packages/app-runtime/src/pre-paint-theme.ts', import.meta.url),
);

/**
 * Builds the pre-paint script (packages/app-runtime/src/pre-paint-theme.ts) on its own, as
 * one minified classic script: no import or export, so it runs where a module cannot, in
 * <head> before the first paint.
 */
export async function compilePrePaintTheme(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      emptyOutDir: false,
      lib: { entry: SOURCE, formats: ['iife'], name: 'traguardoPrePaintTheme' },
    },
  });
  const [output] = Array.isArray(result) ? result : [result];
  if (output === undefined || !('output' in output)) {
    throw new Error('pre-paint-theme: la build non ha prodotto uno script');
  }
  const [chunk] = output.output;
  if (chunk?.type !== 'chunk')
    throw new Error('pre-paint-theme: la build non ha prodotto uno script');
  return chunk.code;
}

/** The script's file in the build, named by its content so it can be cached for good. */
export function prePaintThemeFileName(code: string): string {
  return scriptAssetName('pre-paint-theme', code);
}

/**
 * Puts the pre-paint script first in every page's <head> as a classic, render-blocking
 * external script (inline scripts are refused by the CSP): in a build as a file of the
 * build, on the dev server answered from memory.
 */
export function prePaintTheme(): Plugin {
  let config: ResolvedConfig;
  let code: Promise<string> | undefined;
  const compiled = () => (code ??= compilePrePaintTheme());
  let fileName = 'pre-paint-theme.js';
  return {
    name: 'traguardo:pre-paint-theme',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      if (config.command !== 'build' || config.build.ssr) return;
      const source = await compiled();
      fileName = prePaintThemeFileName(source);
      this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      serveScript(server, `${config.base}${fileName}`, compiled);
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        { tag: 'script', attrs: { src: `${config.base}${fileName}` }, injectTo: 'head-prepend' },
      ],
    },
  };
}
