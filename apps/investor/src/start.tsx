import { mountApp } from '@traguardo/app-runtime/mount-app';
import { PAGE_LIVE_EVENT } from '@traguardo/app-runtime/prerendered-page';
import { registerServiceWorker } from '@traguardo/app-runtime/service-worker';
import { app } from './app/definition';

void mountApp(app);

// Goals and linked accounts saved by the version before the ledger move into the demo ledger.
// On a failure their keys stay where they are, and the next start tries again.
import('./ledger-migration/migrate-saved-demo-data')
  .then(({ migrateSavedDemoData }) => migrateSavedDemoData())
  .catch(() => undefined);

// Home's figures follow every write from the first one on (read in an idle moment after it),
// so that Home opened after "Salva" shows them at once. Only the listening starts with the
// live page (mountApp says so once the screen is on the page, well after this line): a small
// module, and nothing read until a write.
document.addEventListener(
  PAGE_LIVE_EVENT,
  () => {
    import('./features/home/home-figures-live')
      .then(({ keepHomeFiguresLive }) => keepHomeFiguresLive())
      .catch(() => undefined);
  },
  { once: true },
);

// Installable and offline in production builds; the dev server has no service worker.
if (import.meta.env.PROD) void registerServiceWorker(import.meta.env.BASE_URL);
