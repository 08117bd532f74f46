// The page side of `pnpm bench:ledger`: writes the generated own profile (12 accounts,
// 100.000 movements over 10 years, seeded: packages/ledger/src/testing/generate-ledger.ts)
// into the own profile's database through the ledger's own Dexie class, so the database has
// the schema, and whatever the ledger keeps beside the movements, exactly as the app would.
// Bundled by scripts/bench/ledger-profile-build.mjs and added to an investor page of the
// benchmark's origin; the product's code never reads it.
/* global window */
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { openLedger } from '@traguardo/ledger/ledger-database';
import { generateLedger, writeLedger } from '@traguardo/ledger/testing/generate-ledger';

window.traguardoBenchLedger = {
  /** Writes the generated profile into 'own'; resolves with how many movements it holds. */
  async writeOwnProfile() {
    const db = openLedger('own');
    try {
      await db.open();
      await writeLedger(db, generateLedger({ endDate: todayLocalDate() }));
      return await db.transactions.count();
    } finally {
      db.close();
    }
  },
};
