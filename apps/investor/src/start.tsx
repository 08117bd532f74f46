import { applyStoredState } from '@traguardo/persistence/stored-state-gate';
import { mountApp } from '@traguardo/app-runtime/mount-app';
import { registerServiceWorker } from '@traguardo/app-runtime/service-worker';
import { app } from './app/definition';

// The state kept on the device is applied after hydration (or before a fresh first render).
void mountApp(app, { applyStoredState });

// Installable and offline in production builds; the dev server has no service worker.
if (import.meta.env.PROD) void registerServiceWorker(import.meta.env.BASE_URL);
