import { accountBalances } from '@traguardo/domain/ledger-balances';
import { type LedgerData, type LedgerTransaction } from '@traguardo/domain/ledger-schemas';
import { type AccountPosition } from '@traguardo/domain/position-values';
import {
  accountPositionsArbitrary,
  centsArbitrary,
  ledgerDataArbitrary,
  ledgerDateArbitrary,
} from '@traguardo/domain/testing/ledger-arbitraries';
import { Dexie } from 'dexie';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportBackup, restoreBackup } from './backup';
import { homeFigures, homeFiguresOf } from './figure-queries';
import { deleteLedger, LEDGER_SCHEMA_V1, type LedgerDatabase, openLedger } from './ledger-database';
import { listPositions } from './position-queries';
import { positionTablesOf } from './position-stores';
import { listAccountsWithBalances } from './reference-queries';
import { findTransactions, matchTransactions } from './transaction-queries';
import { unpackFlows } from './account-flows';
import { monthFlowsOf } from './month-flows';
import { ledgerDatabaseName } from './profiles';
import { deleteTransaction, updateTransaction } from './transaction-commands';

// The month flows are a fast path: Home and the balances must read exactly what the domain
// functions give over every movement, after any write.

type Edit =
  | {
      kind: 'update';
      index: number;
      date: string;
      amount: number;
      recurring: boolean;
      account: number;
    }
  | { kind: 'delete'; index: number };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({
    kind: fc.constant('update' as const),
    index: fc.nat(),
    date: ledgerDateArbitrary,
    amount: centsArbitrary,
    recurring: fc.boolean(),
    account: fc.nat(),
  }),
  fc.record({ kind: fc.constant('delete' as const), index: fc.nat() }),
);

/** A ledger, edits to its movements, and a day to see it from (often one of its own). */
const scenario = ledgerDataArbitrary(4, 40).chain((data) =>
  fc.record({
    data: fc.constant(data),
    positions: accountPositionsArbitrary(data.accounts.map((a) => a.id)),
    edits: fc.array(edit, { maxLength: 8 }),
    text: fc.oneof(
      fc.string({ maxLength: 3 }),
      fc.constantFrom('', ...data.transactions.map((t) => t.description.slice(1, 3))),
    ),
    today: fc.oneof(
      ledgerDateArbitrary,
      fc.constantFrom(
        '2020-06-15',
        ...data.transactions.map((t) => t.date),
        ...data.accounts.map((a) => a.openingDate),
      ),
    ),
  }),
);

async function write(db: LedgerDatabase, data: LedgerData): Promise<void> {
  await db.transaction('rw', [db.accounts, db.transactions, db.categories], async () => {
    await db.accounts.bulkPut(data.accounts);
    await db.categories.bulkPut(data.categories);
    await db.transactions.bulkPut(data.transactions);
  });
}

/** The positions as the position commands store them: records, operations and prices. */
async function writePositions(
  db: LedgerDatabase,
  positions: readonly AccountPosition[],
): Promise<void> {
  const [records, operations, prices] = positionTablesOf(db);
  await db.transaction('rw', [records, operations, prices], async () => {
    for (const position of positions) {
      await records.put({
        id: position.id,
        accountId: position.accountId,
        isin: 'IE00B4L5Y983',
        name: position.name,
        positionClass: position.positionClass,
        custody: position.custody,
      });
      await operations.bulkPut(
        position.operations.map((o, i) => ({
          ...o,
          id: `${position.id}-op-${i}`,
          positionId: position.id,
        })),
      );
      await prices.bulkPut(
        (position.prices ?? []).map((price, i) => ({
          ...price,
          id: `${position.id}-prezzo-${i}`,
          positionId: position.id,
          enteredAt: `2026-01-01T00:00:0${i}.000Z`,
        })),
      );
    }
  });
}

async function applyEdits(
  db: LedgerDatabase,
  data: LedgerData,
  edits: readonly Edit[],
): Promise<void> {
  for (const change of edits) {
    const stored = await db.transactions.toArray();
    const target = stored[change.index % Math.max(1, stored.length)];
    if (target === undefined) return;
    if (change.kind === 'delete') {
      await deleteTransaction(db, target.id);
    } else {
      const account = data.accounts[change.account % data.accounts.length];
      await updateTransaction(db, target.id, {
        date: change.date,
        amount: change.amount,
        recurring: change.recurring,
        accountId: account?.id ?? target.accountId,
      });
    }
  }
}

/** What the domain functions give over every stored movement (the plain computation). */
async function plainFigures(db: LedgerDatabase, today: string) {
  const accounts = await db.accounts.toArray();
  const transactions: LedgerTransaction[] = await db.transactions.toArray();
  const positions = await listPositions(db);
  return {
    home: homeFiguresOf(accounts, transactions, transactions.length, today, positions),
    balances: accountBalances(accounts, transactions, today, positions),
    flows: monthFlowsOf(transactions),
  };
}

/** Movimenti's text search read plainly: every movement, newest first, filtered in turn. */
async function expectSameSearch(db: LedgerDatabase, text: string): Promise<void> {
  const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('it');
  const words = plain(text).split(/\s+/).filter(Boolean);
  const all: LedgerTransaction[] = await db.transactions.toArray();
  const expected = all
    .filter((t) => words.every((w) => plain(`${t.description} ${t.note}`).includes(w)))
    .sort((a, b) => (a.date === b.date ? (a.id < b.id ? 1 : -1) : a.date < b.date ? 1 : -1))
    .map((t) => t.id);
  const found = await findTransactions(db, { text }, { limit: 1000 });
  expect(found.map((t) => t.id)).toEqual(expected);
  expect((await matchTransactions(db, { text })).count).toBe(expected.length);
}

async function expectSameFigures(
  db: LedgerDatabase,
  today: string,
  { flows = true }: { flows?: boolean } = {},
): Promise<void> {
  const plain = await plainFigures(db, today);
  expect(await homeFigures(db, today)).toEqual(plain.home);
  const listed = await listAccountsWithBalances(db, today, { includeArchived: true });
  expect(new Map(listed.map((a) => [a.id, a.balance]))).toEqual(plain.balances);
  if (!flows) return;
  expect((await db.monthFlows.toArray()).flatMap(unpackFlows)).toEqual(
    [...plain.flows].sort((a, b) =>
      a.accountId === b.accountId
        ? a.month.localeCompare(b.month)
        : a.accountId < b.accountId
          ? -1
          : 1,
    ),
  );
}

describe('month flows', () => {
  it('give Home, the balances and the search what every movement gives, positions included, after any edit', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ data, positions, edits, today, text }) => {
        const db = openLedger('own');
        try {
          await write(db, data);
          await writePositions(db, positions);
          expect((await listPositions(db)).length).toBe(positions.length);
          await expectSameFigures(db, today);
          await expectSameSearch(db, text);
          await applyEdits(db, data, edits);
          await expectSameFigures(db, today);
          await expectSameSearch(db, text);
        } finally {
          db.close();
          await deleteLedger('own');
        }
      }),
      { numRuns: 60, endOnFailure: true },
    );
  });

  it('follow adds, with some movements refused (their id already there) and the rest kept', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, fc.nat(), async ({ data, today, text }, cut) => {
        const db = openLedger('own');
        try {
          const split = cut % (data.transactions.length + 1);
          const first = data.transactions.slice(0, split);
          await write(db, { ...data, transactions: first });
          // Copies of stored movements, changed: an add refuses each (the same id).
          const clashing = first.slice(0, 3).map((t) => ({ ...t, amount: t.amount + 1 }));
          await db.transaction('rw', db.transactions, async () => {
            await db.transactions
              .bulkAdd([...clashing, ...data.transactions.slice(split)])
              .catch((error: unknown) => {
                if (!(error instanceof Dexie.BulkError)) throw error;
              });
          });
          expect(await db.transactions.count()).toBe(data.transactions.length);
          await expectSameFigures(db, today);
          await expectSameSearch(db, text);
        } finally {
          db.close();
          await deleteLedger('own');
        }
      }),
      { numRuns: 30 },
    );
  });

  it('follow a restore, which replaces every movement', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, scenario, async (first, second) => {
        const db = openLedger('own');
        const other = openLedger('demo');
        try {
          await write(db, first.data);
          await write(other, second.data);
          await restoreBackup(db, await exportBackup(other, new Date('2026-01-01T00:00:00Z')));
          await expectSameFigures(db, second.today);
          await expectSameSearch(db, second.text);
        } finally {
          db.close();
          other.close();
          await deleteLedger('own');
          await deleteLedger('demo');
        }
      }),
      { numRuns: 20 },
    );
  });

  it('follow movements written around the ledger, straight into IndexedDB', async () => {
    const data = fc.sample(ledgerDataArbitrary(3, 40), { numRuns: 1, seed: 7 })[0];
    if (data === undefined || data.transactions.length < 2) throw new Error('campione vuoto');
    const db = openLedger('own');
    const [first, ...rest] = data.transactions;
    await write(db, { ...data, transactions: first === undefined ? [] : [first] });
    // Another connection that knows nothing of the ledger's middleware.
    const around = new Dexie(ledgerDatabaseName('own'));
    await around.open();
    await around.table('transactions').bulkPut(rest);
    around.close();
    const today = rest[0]?.date ?? '2020-01-01';
    await expectSameFigures(db, today, { flows: false });
    await expectSameSearch(db, rest[0]?.description.slice(0, 2) ?? '');
    // Rebuilt after that read: the fast path again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expectSameFigures(db, today);
    db.close();
  });

  it('are summed from the movements of a version 1 ledger when it is upgraded', async () => {
    const data = fc.sample(ledgerDataArbitrary(3, 40), { numRuns: 1, seed: 32 })[0];
    if (data === undefined || data.transactions.length === 0) throw new Error('campione vuoto');
    // The stored state of version 1, written as version 1 declared it.
    const v1 = new Dexie(ledgerDatabaseName('own'));
    v1.version(1).stores(LEDGER_SCHEMA_V1);
    await v1.table('accounts').bulkPut(data.accounts);
    await v1.table('transactions').bulkPut(data.transactions);
    // A record another version left invalid: not counted, as the plain figures skip it.
    await v1.table('transactions').put({ ...data.transactions[0], id: 'rotto', amount: 1.5 });
    v1.close();

    const db = openLedger('own');
    const valid = data.transactions;
    const today = valid[0]?.date ?? '2020-01-01';
    const accounts = await db.accounts.toArray();
    expect(await homeFigures(db, today)).toEqual(
      homeFiguresOf(accounts, valid, valid.length, today),
    );
    const flows = (await db.monthFlows.toArray()).flatMap(unpackFlows);
    expect(flows.reduce((sum, f) => sum + f.count, 0)).toBe(valid.length);
    // The search finds the upgraded movements, and not the invalid one.
    const found = await findTransactions(db, { text: valid[0]?.description }, { limit: 1000 });
    expect(found.map((t) => t.id)).toContain(valid[0]?.id);
    expect(found.map((t) => t.id)).not.toContain('rotto');
    db.close();
  });
});
