import { mountApp } from '@traguardo/app-runtime/mount-app';
import { whenInputOrSettled } from '@traguardo/app-runtime/page-settled';
import { registerServiceWorker } from '@traguardo/app-runtime/service-worker';
import { app } from './app/definition';
import { hasDataSavedBeforeLedger } from './ledger-migration/saved-before-ledger';

void mountApp(app);

// Goals and linked accounts saved by the version before the ledger move into the demo ledger.
// On a failure their keys stay where they are, and the next start tries again. Its code is
// fetched only on a device that still holds them.
if (hasDataSavedBeforeLedger()) {
  import('./ledger-migration/migrate-saved-demo-data')
    .then(({ migrateSavedDemoData }) => migrateSavedDemoData())
    .catch(() => undefined);
}

// Home's figures follow every write from the first one on (read in an idle moment after it),
// so that Home opened after "Salva" shows them at once. A write here follows an input, so the
// listening starts at the first one (or once the page has settled): its module and the ledger
// it listens to are never fetched before the screen's own content. Home itself imports it.
whenInputOrSettled(() => {
  import('./features/home/home-figures-live')
    .then(({ keepHomeFiguresLive }) => keepHomeFiguresLive())
    .catch(() => undefined);
});

// Installable and offline in production builds; the dev server has no service worker.
if (import.meta.env.PROD) void registerServiceWorker(import.meta.env.BASE_URL);
