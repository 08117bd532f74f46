import { openLedger, type LedgerDatabase } from '@traguardo/ledger/ledger-database';
import { type LedgerProfile } from '@traguardo/ledger/profiles';
import { reportKeptAside } from './kept-aside-notice';
import { seedDemoLedger } from './seed-demo-ledger';

const open = new Map<LedgerProfile, LedgerDatabase>();

/**
 * The ledger of `profile`, opened once per page: Dexie keeps one connection and tells every
 * live query of a change made here or in another tab. A stored record that fails its check
 * when read is set aside and the person told (reportKeptAside). The demo's is filled with the demo
 * (seedDemoLedger) in the transaction that creates it: all of it or no database.
 */
export function ledgerOf(profile: LedgerProfile): LedgerDatabase {
  let db = open.get(profile);
  if (db === undefined) {
    db = openLedger(profile, { onKeptAside: reportKeptAside });
    if (profile === 'demo') {
      const demo = db;
      // Only when the database is created: a demo whose accounts the user deleted stays as
      // the user left it (the demo reset in Altro deletes the database, which brings it back).
      demo.on('populate', () => seedDemoLedger(demo));
    }
    open.set(profile, db);
  }
  return db;
}

/** Closes every ledger this page opened (tests, and a profile deleted from the device). */
export function closeLedgers(): void {
  for (const db of open.values()) db.close();
  open.clear();
}
