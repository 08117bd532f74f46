import { beforeEach } from 'vitest';
import { deleteLedger } from '@traguardo/ledger/ledger-database';
import { LEDGER_PROFILES } from '@traguardo/ledger/profiles';
import { closeLedgers } from '../ledger/ledger-connection';

/** Gives every test of the enclosing block empty ledgers for both profiles. */
export function resetLedgersBeforeEach(): void {
  beforeEach(async () => {
    closeLedgers();
    await Promise.all(LEDGER_PROFILES.map((profile) => deleteLedger(profile)));
  });
}
