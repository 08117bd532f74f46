// The yardstick of `pnpm bench:lighthouse` (issue 20): our stack with no app code, built
// and served the way the apps are (same plugins, precompressed), so a route's figures can
// be read as a ratio to this page measured in the same run.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../vite-plugins/precompress';

export default defineConfig({
  base: '/bench-baseline/',
  plugins: [react(), tailwindcss(), precompress()],
  build: { target: 'es2022', sourcemap: false },
});
