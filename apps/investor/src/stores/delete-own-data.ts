import { BACKUP_FORMAT, BACKUP_VERSION, restoreBackup } from '@traguardo/ledger/backup';
import { starterRuleRecords } from '@traguardo/ledger/import-tables';
import { ledgerOf } from '../ledger/ledger-connection';
import { useChatStore } from './chat-store';
import { documentFilesOf } from './document-files';
import { useDocumentsStore } from './documents-store';
import { usePlanStore } from './plan-store';

/**
 * Deletes everything the own profile keeps on the device: its ledger becomes a new, empty
 * one (restoring an empty backup: one transaction, the built-in categories and starter rules kept, every open
 * screen and tab updated), and its documents and their files, chat and chosen plan go back
 * to a first start. Files go first: when they cannot be removed nothing is deleted and the
 * caller says so. The demo is never touched. Only a backup taken before brings the data back.
 */
export async function deleteOwnData(now: Date = new Date()): Promise<void> {
  await documentFilesOf('own').clear();
  await restoreBackup(ledgerOf('own'), {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: now.toISOString(),
    profile: 'own',
    tables: {
      accounts: [],
      transactions: [],
      categories: [],
      budgets: [],
      goals: [],
      keptAside: [],
      importBatches: [],
      mappingProfiles: [],
      // A first start: the starter rules, as a new ledger gets them.
      categoryRules: starterRuleRecords(),
      positions: [],
      positionOperations: [],
      priceUpdates: [],
      properties: [],
    },
  });
  useDocumentsStore.of('own').getState().reset();
  useChatStore.of('own').getState().reset();
  usePlanStore.of('own').getState().reset();
}
