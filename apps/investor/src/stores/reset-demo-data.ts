import { deleteLedger } from '@traguardo/ledger/ledger-database';
import { useAccountsStore } from './accounts-store';
import { useChatStore } from './chat-store';
import { documentFilesOf } from './document-files';
import { useDocumentsStore } from './documents-store';
import { useGoalsStore } from './goals-store';
import { usePlanStore } from './plan-store';

/**
 * Everything the investor changed in the demo goes back to the sample data, here, in storage
 * (and so in the other open tabs), in the stored files and in the demo's ledger, which is
 * deleted and seeded again when next opened (an open connection closes, then reopens). The
 * files go first: when they cannot be removed nothing is reset, and the caller says so. The
 * own profile's ledger is never touched.
 */
export async function resetDemoData(): Promise<void> {
  await documentFilesOf('demo').clear();
  await deleteLedger('demo');
  // What the version before the ledger kept, if a start has not moved it yet: it would come
  // back into the new demo at the next start.
  useGoalsStore.persist.clearStorage();
  useAccountsStore.persist.clearStorage();
  usePlanStore.of('demo').getState().reset();
  useChatStore.of('demo').getState().reset();
  useDocumentsStore.of('demo').getState().reset();
}
