import { beforeEach } from 'vitest';
import { deleteLedger } from '@traguardo/ledger/ledger-database';
import { closeLedgers } from '../ledger/ledger-connection';
import { useProfileStore } from '../stores/profile-store';

/**
 * Gives every test of the enclosing block both profiles' ledgers as a first start finds
 * them (IndexedDB outlives a test in fake-indexeddb), and the demo profile open.
 */
export function freshLedgersBeforeEach(): void {
  beforeEach(async () => {
    closeLedgers();
    await Promise.all([deleteLedger('demo'), deleteLedger('own')]);
    useProfileStore.setState({ profile: 'demo' });
  });
}
