import { useAccountsStore } from './accounts-store';
import { useChatStore } from './chat-store';
import { clearDocumentFiles } from './document-files';
import { useDocumentsStore } from './documents-store';
import { useGoalsStore } from './goals-store';
import { usePlanStore } from './plan-store';

/**
 * Everything the investor changed goes back to the sample data, here, in storage (and so
 * in the other open tabs) and in the stored files. The files go first: when they cannot
 * be removed nothing is reset, and the caller says so.
 */
export async function resetDemoData(): Promise<void> {
  await clearDocumentFiles();
  useGoalsStore.getState().reset();
  useAccountsStore.getState().reset();
  usePlanStore.getState().reset();
  useChatStore.getState().reset();
  useDocumentsStore.getState().reset();
}
