import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files, and the report's TrueType fonts (about 40% smaller compressed). */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|ttf)$/;
/** Below this a compressed copy saves less than its extra header and lookup cost. */
const MIN_BYTES = 1024;
/**
 * Above this brotli's best quality costs seconds a file (the report's 3 MB fonts: 9 s at 11,
 * under 1 s at 9, for 5% more bytes).
 */
const LARGE_BYTES = 1024 * 1024;

function brotliQuality(bytes: number): number {
  return bytes > LARGE_BYTES ? 9 : constants.BROTLI_MAX_QUALITY;
}

/**
 * Writes `file.br` and `file.gz` next to every text or font file of the build, so a static server
 * (sirv's `brotli`/`gzip` options in scripts/serve.mjs, or any CDN) sends them compressed
 * without compressing on each request.
 */
export function precompress(): Plugin {
  return {
    name: 'traguardo:precompress',
    // Not for the prerender's server build (vite-plugins/prerender.ts), which is never served.
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    enforce: 'post',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (dir === undefined) return;
      const files = Object.keys(bundle).filter(
        (name) => COMPRESSIBLE.test(name) && !name.startsWith('.vite/'),
      );
      await Promise.all(
        files.map(async (name) => {
          const path = join(dir, name);
          const source = await readFile(path);
          if (source.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: brotliQuality(source.length),
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}
