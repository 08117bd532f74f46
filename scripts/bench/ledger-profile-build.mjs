// Bundles scripts/bench/ledger-profile-entry.mjs (the generated own profile's writer) into
// one classic script, with the ledger's TypeScript sources resolved as the apps resolve them.
import { build } from 'vite';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
/**
 * Builds the writer into bench/<dirName>; resolves with the path of the script to add to a
 * page.
 */
export async function buildLedgerProfileWriter(dirName = 'dist-ledger-profile') {
  const outDir = `${root}bench/${dirName}`;
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: {
      alias: [
        {
          find: /^@traguardo\/ledger\/(.*)$/,
          replacement: `${root}packages/ledger/src/$1.ts`,
        },
      ],
    },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      lib: {
        entry: `${root}scripts/bench/ledger-profile-entry.mjs`,
        formats: ['iife'],
        name: 'traguardoBenchLedgerWriter',
        fileName: () => 'ledger-profile.js',
      },
    },
  });
  return `${outDir}/ledger-profile.js`;
}
