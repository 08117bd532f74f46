import { ISIN_MESSAGES } from '@traguardo/domain/isin';
import { POSITION_MESSAGES } from '@traguardo/domain/position-schemas';
import { liveQuery } from 'dexie';
import { describe, expect, it } from 'vitest';
import { addAccount, deleteAccount, restoreAccount } from './account-commands';
import { exportBackup, readBackup, restoreBackup } from './backup';
import { DEPENDENT_PROBLEM, listKeptAside } from './keep-aside';
import { type KeptAsideNotice, openLedger, type LedgerDatabase } from './ledger-database';
import { LEDGER_ERROR_MESSAGES, LedgerError } from './ledger-error';
import {
  addOperation,
  addPosition,
  changeOperation,
  deleteOperation,
  deletePosition,
  POSITION_COMMAND_MESSAGES,
  restoreOperation,
  restorePosition,
  updatePrice,
} from './position-commands';
import { listPositions } from './position-queries';

const TODAY = '2026-11-26';

async function investmentAccount(db: LedgerDatabase, name = 'Conto titoli') {
  return addAccount(db, {
    name,
    bank: 'Fineco',
    type: 'investment',
    openingBalance: 0,
    openingDate: '2026-01-01',
  });
}

async function refusal(promise: Promise<unknown>): Promise<LedgerError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof LedgerError) return error;
    throw error;
  }
  throw new Error('the command was not refused');
}

const etf = {
  name: 'iShares Core MSCI World',
  positionClass: 'fondi-etf',
  custody: 'italiana',
} as const;

/** An investment account holding the ETF, bought once: 10 at 100 € on 10/02/2026. */
async function heldEtf(db: LedgerDatabase) {
  const account = await investmentAccount(db);
  const position = await addPosition(db, { ...etf, accountId: account.id, isin: 'IE00B4L5Y983' });
  await addOperation(
    db,
    position.id,
    { kind: 'acquisto', date: '2026-02-10', quantity: 10, price: 100, feesCents: 0 },
    TODAY,
  );
  return { account, position };
}

describe('positions in the ledger', () => {
  it('keeps a position with its purchases, sales and the latest price', async () => {
    const db = openLedger('own');
    const account = await investmentAccount(db);
    const position = await addPosition(db, {
      ...etf,
      accountId: account.id,
      isin: ' ie00b4l5y983 ',
    });
    expect(position.isin).toBe('IE00B4L5Y983');
    await addOperation(
      db,
      position.id,
      { kind: 'acquisto', date: '2026-02-10', quantity: 10, price: 100, feesCents: 500 },
      TODAY,
    );
    await addOperation(
      db,
      position.id,
      { kind: 'vendita', date: '2026-05-10', quantity: 4, price: 90, feesCents: 0 },
      TODAY,
    );
    await addOperation(
      db,
      position.id,
      { kind: 'acquisto', date: '2026-03-10', quantity: 10, price: 80, feesCents: 0 },
      TODAY,
    );
    await updatePrice(db, position.id, { price: 95, date: '2026-11-01' }, TODAY);
    await updatePrice(db, position.id, { price: 97.5, date: '2026-11-20' }, TODAY);
    await updatePrice(db, position.id, { price: 90, date: '2026-10-01' }, TODAY);

    const [held] = await listPositions(db, account.id);
    expect(held).toMatchObject({
      id: position.id,
      accountId: account.id,
      isin: 'IE00B4L5Y983',
      lastPrice: { price: 97.5, date: '2026-11-20' },
    });
    expect(held?.operations.map((o) => `${o.date} ${o.kind} ${o.quantity}`)).toEqual([
      '2026-02-10 acquisto 10',
      '2026-03-10 acquisto 10',
      '2026-05-10 vendita 4',
    ]);
    expect(await listPositions(db, 'altro-conto')).toEqual([]);
  });

  it('refuses a wrong ISIN, an empty name and a position outside an investment account', async () => {
    const db = openLedger('own');
    const account = await investmentAccount(db);
    const wrongDigit = await refusal(
      addPosition(db, { ...etf, accountId: account.id, isin: 'IE00B4L5Y984' }),
    );
    expect(wrongDigit.problems).toEqual([{ field: 'isin', message: ISIN_MESSAGES.checkDigit }]);
    const noName = await refusal(
      addPosition(db, { ...etf, name: '  ', accountId: account.id, isin: 'IE00B4L5Y983' }),
    );
    expect(noName.problems[0]).toEqual({ field: 'name', message: POSITION_MESSAGES.nameRequired });
    const checking = await addAccount(db, {
      name: 'Conto corrente',
      bank: '',
      type: 'checking',
      openingBalance: 0,
      openingDate: '2026-01-01',
    });
    const wrongAccount = await refusal(
      addPosition(db, { ...etf, accountId: checking.id, isin: 'IE00B4L5Y983' }),
    );
    expect(wrongAccount.message).toBe(POSITION_COMMAND_MESSAGES.notInvestment);
    expect(await listPositions(db)).toEqual([]);
  });

  it('refuses a sale above what is held, a future date and a quantity of zero', async () => {
    const db = openLedger('own');
    const { position } = await heldEtf(db);
    const tooMuch = await refusal(
      addOperation(
        db,
        position.id,
        { kind: 'vendita', date: '2026-03-01', quantity: 11, price: 100, feesCents: 0 },
        TODAY,
      ),
    );
    expect(tooMuch.problems).toEqual([
      {
        field: 'quantity',
        message: 'La vendita del 01/03/2026 è di 11 quote, ma a quella data ne possiedi 10 quote.',
      },
    ]);
    const before = await refusal(
      addOperation(
        db,
        position.id,
        { kind: 'vendita', date: '2026-01-01', quantity: 1, price: 100, feesCents: 0 },
        TODAY,
      ),
    );
    expect(before.problems[0]?.field).toBe('quantity');
    const future = await refusal(
      addOperation(
        db,
        position.id,
        { kind: 'acquisto', date: '2026-11-27', quantity: 1, price: 100, feesCents: 0 },
        TODAY,
      ),
    );
    expect(future.problems[0]?.field).toBe('date');
    const zero = await refusal(
      addOperation(
        db,
        position.id,
        { kind: 'acquisto', date: '2026-03-01', quantity: 0, price: 100, feesCents: 0 },
        TODAY,
      ),
    );
    expect(zero.problems).toEqual([
      { field: 'quantity', message: POSITION_MESSAGES.quantityPositive },
    ]);
    const [held] = await listPositions(db);
    expect(held?.operations).toHaveLength(1);
  });

  it('refuses the same ISIN twice in one account, from a second tab too, and writes nothing', async () => {
    const db = openLedger('own');
    const { account } = await heldEtf(db);
    // Another connection to the same ledger, as another tab has; the ISIN typed differently.
    const other = openLedger('own');
    const again = await refusal(
      addPosition(other, { ...etf, accountId: account.id, isin: 'ie00b4l5y983 ' }),
    );
    expect(again.problems).toEqual([
      {
        field: 'isin',
        message: 'Questo titolo è già in questo conto: aggiungi un acquisto alla sua posizione.',
      },
    ]);
    expect(await db.table('positions').count()).toBe(1);
    // In another account the same security is a position of its own.
    const second = await investmentAccount(db, 'Conto titoli 2');
    await addPosition(db, { ...etf, accountId: second.id, isin: 'IE00B4L5Y983' });
    expect(await db.table('positions').count()).toBe(2);
  });

  it('refuses a second position of a security a restored backup holds as typed, in lower case', async () => {
    const db = openLedger('own');
    const account = await investmentAccount(db);
    const backup = await exportBackup(db);
    const typed = { ...etf, id: 'p1', accountId: account.id, isin: 'ie00b4l5y983' };
    const reading = readBackup(
      JSON.stringify({ ...backup, tables: { ...backup.tables, positions: [typed] } }),
    );
    if (!reading.ok) throw new Error(reading.message);
    await restoreBackup(db, reading.backup);

    const again = await refusal(
      addPosition(db, { ...etf, accountId: account.id, isin: 'IE00B4L5Y983' }),
    );

    expect(again.problems).toEqual([
      { field: 'isin', message: POSITION_COMMAND_MESSAGES.sameIsin },
    ]);
    expect(await db.table('positions').count()).toBe(1);
  });

  it('corrects a BTP purchase typed at 0,98 instead of 98,75, keeping its id', async () => {
    const db = openLedger('own');
    const account = await investmentAccount(db);
    const btp = await addPosition(db, {
      accountId: account.id,
      isin: 'IT0005083057',
      name: 'BTP 2032',
      positionClass: 'titoli-di-stato',
      custody: 'italiana',
    });
    const wrong = await addOperation(
      db,
      btp.id,
      { kind: 'acquisto', date: '2026-02-10', quantity: 10000, price: 0.98, feesCents: 0 },
      TODAY,
    );
    await changeOperation(
      db,
      wrong.id,
      { kind: 'acquisto', date: '2026-02-10', quantity: 10000, price: 98.75, feesCents: 500 },
      TODAY,
    );
    const [held] = await listPositions(db);
    expect(held?.entries).toEqual([
      {
        id: wrong.id,
        kind: 'acquisto',
        date: '2026-02-10',
        quantity: 10000,
        price: 98.75,
        feesCents: 500,
      },
    ]);
  });

  it('deletes a sale and its undo takes it back', async () => {
    const db = openLedger('own');
    const { position } = await heldEtf(db);
    const sale = await addOperation(
      db,
      position.id,
      { kind: 'vendita', date: '2026-05-10', quantity: 4, price: 90, feesCents: 0 },
      TODAY,
    );
    const before = await listPositions(db);
    const deleted = await deleteOperation(db, sale.id, TODAY);
    expect((await listPositions(db))[0]?.entries.map((entry) => entry.kind)).toEqual(['acquisto']);
    await restoreOperation(db, deleted, TODAY);
    expect(await listPositions(db)).toEqual(before);
  });

  it('refuses a delete or a change that would leave a later sale above what is held, writing nothing', async () => {
    const db = openLedger('own');
    const { position } = await heldEtf(db);
    const [purchase] = (await listPositions(db))[0]?.entries ?? [];
    if (purchase === undefined) throw new Error('no purchase');
    const sale = await addOperation(
      db,
      position.id,
      { kind: 'vendita', date: '2026-05-10', quantity: 8, price: 90, feesCents: 0 },
      TODAY,
    );
    const before = await listPositions(db);

    const deleting = await refusal(deleteOperation(db, purchase.id, TODAY));
    expect(deleting.message).toBe(
      'Senza questa operazione, la vendita del 10/05/2026 non è possibile: a quella data non possiedi questo titolo. Elimina o modifica prima quella vendita.',
    );
    const smaller = await refusal(
      changeOperation(db, purchase.id, { ...purchase, quantity: 5 }, TODAY),
    );
    expect(smaller.message).toBe(
      'Dopo questa modifica, la vendita del 10/05/2026 è di 8 quote, ma a quella data ne possiedi 5 quote. Modifica o elimina prima quella vendita.',
    );
    const later = await refusal(
      changeOperation(db, purchase.id, { ...purchase, date: '2026-06-01' }, TODAY),
    );
    expect(later.message).toMatch(/^Dopo questa modifica, la vendita del 10\/05\/2026/);
    const biggerSale = await refusal(
      changeOperation(
        db,
        sale.id,
        { kind: 'vendita', date: '2026-05-10', quantity: 11, price: 90, feesCents: 0 },
        TODAY,
      ),
    );
    expect(biggerSale.problems).toEqual([
      {
        field: 'quantity',
        message: 'La vendita del 10/05/2026 è di 11 quote, ma a quella data ne possiedi 10 quote.',
      },
    ]);
    expect(await listPositions(db)).toEqual(before);
    expect((await refusal(deleteOperation(db, 'sparita', TODAY))).message).toBe(
      POSITION_COMMAND_MESSAGES.operationNotFound,
    );
  });

  it('deletes a position with its operations and takes it back', async () => {
    const db = openLedger('own');
    const { position } = await heldEtf(db);
    await updatePrice(db, position.id, { price: 101, date: '2026-11-01' }, TODAY);
    const before = await listPositions(db);
    const deleted = await deletePosition(db, position.id);
    expect(await listPositions(db)).toEqual([]);
    expect(await db.table('positionOperations').count()).toBe(0);
    await restorePosition(db, deleted);
    expect(await listPositions(db)).toEqual(before);
  });

  it('deletes an investment account with its positions, and its undo brings them back', async () => {
    const db = openLedger('own');
    const { account } = await heldEtf(db);
    const before = await listPositions(db);
    const deleted = await deleteAccount(db, account.id);
    expect(await listPositions(db)).toEqual([]);
    expect(await db.table('positionOperations').count()).toBe(0);
    await restoreAccount(db, deleted);
    expect(await listPositions(db)).toEqual(before);
  });

  it('refuses to take a position back once its account is gone, and writes nothing', async () => {
    const db = openLedger('own');
    const account = await investmentAccount(db);
    const position = await addPosition(db, { ...etf, accountId: account.id, isin: 'IE00B4L5Y983' });
    const deleted = await deletePosition(db, position.id);
    await deleteAccount(db, account.id);

    const error = await refusal(restorePosition(db, deleted));

    expect(error.message).toBe(LEDGER_ERROR_MESSAGES.accountNotFound);
    expect(await db.table('positions').count()).toBe(0);
  });

  it('refuses to take a position back once its ISIN is held again in the account, and writes nothing', async () => {
    const db = openLedger('own');
    const { account, position } = await heldEtf(db);
    const deleted = await deletePosition(db, position.id);
    const again = await addPosition(db, { ...etf, accountId: account.id, isin: 'IE00B4L5Y983' });
    const before = await listPositions(db);

    const error = await refusal(restorePosition(db, deleted));

    expect(error.message).toBe(
      'Posizione non ripristinata: questo titolo è già in questo conto in un’altra posizione. Registra lì i suoi acquisti e le sue vendite.',
    );
    expect(await listPositions(db)).toEqual(before);
    expect((await listPositions(db)).map((held) => held.id)).toEqual([again.id]);
    expect(await db.table('positionOperations').count()).toBe(0);
  });

  it('takes a position back beside one of the same ISIN in another account', async () => {
    const db = openLedger('own');
    const { position } = await heldEtf(db);
    const other = await investmentAccount(db, 'Secondo deposito');
    const deleted = await deletePosition(db, position.id);
    await addPosition(db, { ...etf, accountId: other.id, isin: 'IE00B4L5Y983' });

    await restorePosition(db, deleted);

    expect(await db.table('positions').count()).toBe(2);
    expect(await db.table('positionOperations').count()).toBe(1);
  });

  it('checks a deleted position again before its undo writes it back', async () => {
    const db = openLedger('own');
    const account = await investmentAccount(db);
    const position = await addPosition(db, { ...etf, accountId: account.id, isin: 'IE00B4L5Y983' });
    const deleted = await deletePosition(db, position.id);

    const error = await refusal(
      restorePosition(db, { ...deleted, position: { ...deleted.position, isin: 'IE00B4L5Y984' } }),
    );

    expect(error.code).toBe('invalid');
    expect(await db.table('positions').count()).toBe(0);
  });

  it('tells a live query of a new operation', async () => {
    const db = openLedger('own');
    const account = await investmentAccount(db);
    const position = await addPosition(db, { ...etf, accountId: account.id, isin: 'IE00B4L5Y983' });
    const seen: number[] = [];
    const subscription = liveQuery(() => listPositions(db)).subscribe((positions) => {
      seen.push(positions[0]?.operations.length ?? -1);
    });
    await expect.poll(() => seen.at(-1)).toBe(0);
    // Another connection to the same ledger, as another tab has.
    const other = openLedger('own');
    await addOperation(
      other,
      position.id,
      { kind: 'acquisto', date: '2026-02-10', quantity: 10, price: 100, feesCents: 0 },
      TODAY,
    );
    await expect.poll(() => seen.at(-1)).toBe(1);
    subscription.unsubscribe();
  });
});

describe('a position record changed outside the app', () => {
  it('is left out of the figures rather than spreading a NaN, set aside whole and reported', async () => {
    const notices: KeptAsideNotice[] = [];
    const db = openLedger('own', { onKeptAside: (notice) => notices.push(notice) });
    const { position } = await heldEtf(db);
    await db.table('positionOperations').add({
      id: 'guasta',
      positionId: position.id,
      kind: 'acquisto',
      date: '2026-02-11',
      quantity: 'dieci',
      price: 100,
      feesCents: 0,
    });
    const [held] = await listPositions(db);
    expect(held?.operations).toHaveLength(1);
    await expect
      .poll(() => notices)
      .toEqual([{ profile: 'own', table: 'positionOperations', count: 1 }]);
    expect(await db.table('positionOperations').get('guasta')).toBeUndefined();
    expect(await listKeptAside(db)).toEqual([
      expect.objectContaining({
        table: 'positionOperations',
        key: '"guasta"',
        record: expect.objectContaining({ id: 'guasta', quantity: 'dieci' }),
      }),
    ]);
    // A backup taken now holds the record set aside and restores.
    const text = JSON.stringify(await exportBackup(db));
    expect(readBackup(text)).toMatchObject({ ok: true });
  });

  it('takes its operations and prices with it when the position itself is set aside', async () => {
    const db = openLedger('own');
    const { position } = await heldEtf(db);
    await updatePrice(db, position.id, { price: 101.2, date: '2026-11-20' }, TODAY);
    await db.table('positions').put({ ...position, positionClass: 'criptovalute' });
    expect(await listPositions(db)).toEqual([]);
    await expect
      .poll(async () => (await listKeptAside(db)).map((kept) => [kept.table, kept.problems]))
      .toEqual([
        ['positions', [expect.objectContaining({ field: 'positionClass' })]],
        ['positionOperations', [{ field: 'positionId', message: DEPENDENT_PROBLEM }]],
        ['priceUpdates', [{ field: 'positionId', message: DEPENDENT_PROBLEM }]],
      ]);
    expect(await db.table('positionOperations').count()).toBe(0);
    const text = JSON.stringify(await exportBackup(db));
    expect(readBackup(text)).toMatchObject({ ok: true });
  });
});
