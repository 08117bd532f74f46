import { mountApp } from '@traguardo/app-runtime/mount-app';
import { registerServiceWorker } from '@traguardo/app-runtime/service-worker';
import { app } from './app/definition';

void mountApp(app);

// Installable and offline in production builds; the dev server has no service worker.
if (import.meta.env.PROD) void registerServiceWorker(import.meta.env.BASE_URL);
