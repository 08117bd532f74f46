import { describe, expect, it } from 'vitest';
import { addAccount } from '@traguardo/ledger/account-commands';
import { addOperation, addPosition, updatePrice } from '@traguardo/ledger/position-commands';
import { listPositions } from '@traguardo/ledger/position-queries';
import { listAccounts } from '@traguardo/ledger/reference-queries';
import { ledgerOf } from '../ledger/ledger-connection';
import { resetLedgersBeforeEach } from '../testing/reset-ledgers-before-each';
import { deleteOwnData } from './delete-own-data';

describe('Elimina i tuoi dati', () => {
  resetLedgersBeforeEach();

  it('empties the own profile’s positions with its accounts; the demo keeps its own', async () => {
    for (const profile of ['own', 'demo'] as const) {
      const db = ledgerOf(profile);
      const account = await addAccount(db, {
        name: 'Conto titoli',
        bank: '',
        type: 'investment',
        openingBalance: 0,
        openingDate: '2026-01-01',
      });
      const position = await addPosition(db, {
        accountId: account.id,
        isin: 'IT0005083057',
        name: 'BTP 2032',
        positionClass: 'titoli-di-stato',
        custody: 'italiana',
      });
      await addOperation(
        db,
        position.id,
        { kind: 'acquisto', date: '2026-02-02', quantity: 1000, price: 99, feesCents: 0 },
        '2026-11-26',
      );
      await updatePrice(db, position.id, { price: 100, date: '2026-11-02' }, '2026-11-26');
    }
    await deleteOwnData();
    const own = ledgerOf('own');
    expect(await listAccounts(own)).toEqual([]);
    expect(await listPositions(own)).toEqual([]);
    expect(await own.table('positionOperations').count()).toBe(0);
    expect(await own.table('priceUpdates').count()).toBe(0);
    expect(await listPositions(ledgerOf('demo'))).toHaveLength(1);
  });
});
