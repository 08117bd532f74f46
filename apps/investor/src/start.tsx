import { mountApp } from '@traguardo/app-runtime/mount-app';
import { whenPageLive } from '@traguardo/app-runtime/page-settled';
import { registerServiceWorker } from '@traguardo/app-runtime/service-worker';
import { app } from './app/definition';

void mountApp(app);

// Goals and linked accounts saved by the version before the ledger move into the demo ledger.
// On a failure their keys stay where they are, and the next start tries again.
import('./ledger-migration/migrate-saved-demo-data')
  .then(({ migrateSavedDemoData }) => migrateSavedDemoData())
  .catch(() => undefined);

// Home's figures follow every write from the first one on (in an idle moment after it), so
// that Home opened after "Salva" shows them at once. Nothing is read during the page's load.
whenPageLive(() => {
  import('./features/home/home-figures-live')
    .then(({ keepHomeFiguresLive }) => keepHomeFiguresLive())
    .catch(() => undefined);
});

// Installable and offline in production builds; the dev server has no service worker.
if (import.meta.env.PROD) void registerServiceWorker(import.meta.env.BASE_URL);
