// The advisor's scale build, for `pnpm bench:scale`, `bench:exports` and `bench:lighthouse`:
// the advisor's own config with its client list swapped for BENCH_SCALE_CLIENTS generated
// clients (src/client-list.ts). The product's build knows nothing of it.
//   BENCH_SCALE_CLIENTS=10000 vite build --config bench/scale/vite.config.ts --outDir dist-scale-10000
import { fileURLToPath } from 'node:url';
import { type Plugin, defineConfig, loadConfigFromFile, mergeConfig } from 'vite';

const advisorDir = fileURLToPath(new URL('../../apps/advisor', import.meta.url));
const productList = `${advisorDir}/src/data/client-list.ts`;
const scaleList = fileURLToPath(new URL('./src/client-list.ts', import.meta.url));

function scaleCount(): number {
  const value = process.env.BENCH_SCALE_CLIENTS ?? '';
  const count = Number(value);
  if (value === '' || !Number.isInteger(count) || count < 0) {
    throw new Error(`BENCH_SCALE_CLIENTS deve essere un intero ≥ 0, non '${value}'.`);
  }
  return count;
}

/** Resolves the advisor's client list to the generated one, in the page, workers and SSR. */
function swapClientList(): Plugin {
  return {
    name: 'traguardo:scale-client-list',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('client-list')) return undefined;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === productList ? scaleList : undefined;
    },
  };
}

export default defineConfig(async (env) => {
  const loaded = await loadConfigFromFile(env, `${advisorDir}/vite.config.ts`, advisorDir);
  if (loaded === null) throw new Error(`Configurazione non trovata in ${advisorDir}.`);
  const product = loaded.config;
  const merged = mergeConfig(product, {
    root: advisorDir,
    plugins: [swapClientList()],
    define: { 'import.meta.env.BENCH_SCALE_CLIENTS': JSON.stringify(scaleCount()) },
  });
  // The CSV worker reads the same list: workers are bundled with plugins of their own.
  return {
    ...merged,
    worker: {
      ...merged.worker,
      plugins: () => [...(product.worker?.plugins?.() ?? []), swapClientList()],
    },
  };
});
