import { type AppDefinition } from '@traguardo/app-runtime/mount-app';
import { AppProviders } from './provider';
import { routes } from './router';

/** The app as the browser mounts it (start.tsx) and the build prerenders it (vite-plugins/prerender.ts). */
export const app: AppDefinition = {
  routes,
  base: import.meta.env.BASE_URL,
  Providers: AppProviders,
};
