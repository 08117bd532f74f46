import { formatCount } from '@traguardo/domain/format';
import { type CheckedTableName, type KeptAsideNotice } from '@traguardo/ledger/ledger-database';
import { showError } from '@traguardo/ui/toast';

/** What was set aside, one and many, agreeing with the noun: "1 categoria è stata messa". */
const SET_ASIDE: Record<CheckedTableName, readonly [one: string, many: string]> = {
  accounts: ['conto è stato messo', 'conti sono stati messi'],
  transactions: ['movimento è stato messo', 'movimenti sono stati messi'],
  categories: ['categoria è stata messa', 'categorie sono state messe'],
  budgets: ['budget è stato messo', 'budget sono stati messi'],
  goals: ['obiettivo è stato messo', 'obiettivi sono stati messi'],
  positions: ['posizione è stata messa', 'posizioni sono state messe'],
  positionOperations: ['operazione è stata messa', 'operazioni sono state messe'],
  priceUpdates: ['prezzo è stato messo', 'prezzi sono stati messi'],
  properties: ['immobile è stato messo', 'immobili sono stati messi'],
};

/**
 * Tells the person that stored records failed their check and were set aside, whole, in the
 * ledger (never deleted): the figures on screen leave them out.
 */
export function reportKeptAside({ table, count }: KeptAsideNotice): void {
  const [one, many] = SET_ASIDE[table];
  showError(
    'Alcuni dati salvati non sono leggibili',
    `${formatCount(count, one, many)} da parte. Nulla è stato cancellato; le cifre mostrate non ne tengono conto.`,
  );
}
