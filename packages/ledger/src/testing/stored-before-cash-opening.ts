import { BUILT_IN_CATEGORIES } from '@traguardo/domain/ledger-categories';
import { Dexie } from 'dexie';
import { ledgerDatabaseName, type LedgerProfile } from '../profiles';

// A ledger as the previous release stored it (schema version 5), when "Saldo iniziale" of an
// investment account meant its whole value: the state the upgrade to version 6 starts from.

/** Version 5's stores, as they were. */
export const V5_STORES = {
  accounts: 'id',
  transactions: 'id, date, [accountId+date], [categoryId+date]',
  categories: 'id',
  budgets: '[month+categoryId], month',
  goals: 'id, accountId',
  keptAside: '++id, table',
  monthFlows: 'accountId',
  searchMonths: 'month',
  searchRevisions: 'id',
  importBatches: 'id, importedAt, accountId',
  mappingProfiles: 'layoutKey',
  categoryRules: 'id, priority',
  positions: 'id, accountId',
  positionOperations: 'id, positionId',
  priceUpdates: 'id, positionId',
};

/**
 * A "Dossier Titoli" opened here on 01/01/2025 with 10.000 €, its whole value then (100 Enel
 * shares bought in 2024, worth 80 € each that day, and 2.000 € of cash), the shares recorded
 * in Investi afterwards with a price of 90 € on 20/11/2026; and a current account of 10.000 €.
 */
export const STORED_DOSSIER = {
  id: 'dossier',
  name: 'Dossier Titoli',
  bank: 'Fineco',
  type: 'investment',
  currency: 'EUR',
  openingBalance: 1000000,
  openingDate: '2025-01-01',
  archived: false,
} as const;
export const STORED_CHECKING = {
  ...STORED_DOSSIER,
  id: 'cc',
  name: 'Conto corrente',
  type: 'checking',
} as const;

/** Writes that ledger for `profile` with a bare Dexie at version 5, and closes it. */
export async function writeLedgerOfVersion5(profile: LedgerProfile): Promise<void> {
  const v5 = new Dexie(ledgerDatabaseName(profile));
  v5.version(5).stores(V5_STORES);
  await v5.open();
  await v5.table('accounts').bulkAdd([STORED_DOSSIER, STORED_CHECKING]);
  await v5.table('categories').bulkAdd([...BUILT_IN_CATEGORIES]);
  await v5.table('positions').add({
    id: 'enel',
    accountId: 'dossier',
    isin: 'IT0003128367',
    name: 'Enel',
    positionClass: 'azioni',
    custody: 'italiana',
  });
  await v5.table('positionOperations').add({
    id: 'acquisto',
    positionId: 'enel',
    kind: 'acquisto',
    date: '2024-06-03',
    quantity: 100,
    price: 70,
    feesCents: 0,
  });
  await v5.table('priceUpdates').bulkAdd([
    {
      id: 'p1',
      positionId: 'enel',
      date: '2025-01-01',
      price: 80,
      enteredAt: '2026-11-20T10:00:00.000Z',
    },
    {
      id: 'p2',
      positionId: 'enel',
      date: '2026-11-20',
      price: 90,
      enteredAt: '2026-11-20T10:01:00.000Z',
    },
  ]);
  v5.close();
}
