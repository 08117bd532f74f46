import { mountApp } from '@traguardo/ui/mount-app';
import { registerServiceWorker } from '@traguardo/ui/service-worker';
import { AppProviders } from './app/provider';
import { AppRouter } from './app/router';
import './index.css';

mountApp(
  <AppProviders>
    <AppRouter />
  </AppProviders>,
);

// Installable and offline in production builds; the dev server has no service worker.
if (import.meta.env.PROD) void registerServiceWorker(import.meta.env.BASE_URL);
