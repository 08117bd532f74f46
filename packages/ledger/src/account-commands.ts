import { LEDGER_MAX_ACCOUNTS } from '@traguardo/domain/ledger-limits';
import {
  type LedgerAccount,
  type LedgerGoal,
  type LedgerTransaction,
} from '@traguardo/domain/ledger-schemas';
import { type LedgerDatabase } from './ledger-database';
import { LEDGER_ERROR_MESSAGES, LedgerError } from './ledger-error';
import { newId } from '@traguardo/domain/record-ids';
import { checkedDeletedPosition, type DeletedPosition } from './position-tables';
import { positionTablesOf } from './position-stores';
import { propertiesOf } from './property-stores';
import { type LedgerProperty } from '@traguardo/domain/property-schemas';
import { validRecord } from './validate';

// Commands on accounts. Each one validates with the domain schema before writing and
// throws a LedgerError (Italian message) without changing anything when it refuses.

export type AccountDraft = Pick<
  LedgerAccount,
  'name' | 'bank' | 'type' | 'openingBalance' | 'openingDate'
>;

export type AccountChanges = Partial<AccountDraft & Pick<LedgerAccount, 'archived'>>;

/** Adds an account in euro, not archived, and returns it with its new id. */
export async function addAccount(db: LedgerDatabase, draft: AccountDraft): Promise<LedgerAccount> {
  const account = validRecord('accounts', {
    ...draft,
    id: newId(),
    currency: 'EUR',
    archived: false,
  });
  await db.transaction('rw', db.accounts, async () => {
    if ((await db.accounts.count()) >= LEDGER_MAX_ACCOUNTS) {
      throw new LedgerError('limit', LEDGER_ERROR_MESSAGES.tooManyAccounts);
    }
    await db.accounts.add(account);
  });
  return account;
}

/** Changes an account's fields and returns it as stored. */
export async function updateAccount(
  db: LedgerDatabase,
  id: string,
  changes: AccountChanges,
): Promise<LedgerAccount> {
  return db.transaction('rw', db.accounts, async () => {
    const current = await db.accounts.get(id);
    if (current === undefined) {
      throw new LedgerError('notFound', LEDGER_ERROR_MESSAGES.accountNotFound);
    }
    const account = validRecord('accounts', { ...current, ...changes, id, currency: 'EUR' });
    // An opening balance typed again is typed with its present meaning, the cash only.
    if (account.openingBalance !== current.openingBalance) delete account.openingBalanceToConfirm;
    await db.accounts.put(account);
    return account;
  });
}

/** Archives an account (or brings it back with `archived` false): hidden, not deleted. */
export async function archiveAccount(
  db: LedgerDatabase,
  id: string,
  archived = true,
): Promise<LedgerAccount> {
  return updateAccount(db, id, { archived });
}

function unlinked(goal: LedgerGoal): LedgerGoal {
  const copy = { ...goal };
  delete copy.accountId;
  return copy;
}

function unsecured(property: LedgerProperty): LedgerProperty {
  const copy = { ...property };
  delete copy.mortgageAccountId;
  return copy;
}

/** Everything a deleted account took with it, for `restoreAccount` (the toast's undo). */
export type DeletedAccount = {
  account: LedgerAccount;
  transactions: LedgerTransaction[];
  /** The goals that followed it, as they were; they now follow no account. */
  goals: LedgerGoal[];
  /** Its investment positions with their operations and prices (none for other accounts). */
  positions?: DeletedPosition[];
  /** The properties its mortgage secured, as they were; they now name no mortgage. */
  properties?: LedgerProperty[];
};

/**
 * Deletes an account together with all its movements, in one transaction (a movement
 * without its account would count in no balance). Goals that followed it stay, following
 * no account. Returns what was removed or changed.
 */
export async function deleteAccount(db: LedgerDatabase, id: string): Promise<DeletedAccount> {
  const holdings = positionTablesOf(db);
  const [positionTable, operationTable, priceTable] = holdings;
  const homes = propertiesOf(db);
  const tables = [db.accounts, db.transactions, db.goals, ...holdings, homes];
  return db.transaction('rw', tables, async () => {
    const account = await db.accounts.get(id);
    if (account === undefined) {
      throw new LedgerError('notFound', LEDGER_ERROR_MESSAGES.accountNotFound);
    }
    const transactions = await db.transactions
      .where('[accountId+date]')
      .between([id, ''], [id, '\uffff'])
      .toArray();
    const goals = await db.goals.where('accountId').equals(id).toArray();
    await db.transactions.bulkDelete(transactions.map((t) => t.id));
    await db.goals.bulkPut(goals.map(unlinked));
    // Its positions go with it: a position belongs to one investment account.
    const held = await positionTable.where('accountId').equals(id).toArray();
    const ids = held.map((position) => position.id);
    const operations = await operationTable.where('positionId').anyOf(ids).toArray();
    const prices = await priceTable.where('positionId').anyOf(ids).toArray();
    const positions = held.map((position) => ({
      position,
      operations: operations.filter((operation) => operation.positionId === position.id),
      prices: prices.filter((price) => price.positionId === position.id),
    }));
    await operationTable.bulkDelete(operations.map((operation) => operation.id));
    await priceTable.bulkDelete(prices.map((price) => price.id));
    await positionTable.bulkDelete(ids);
    // A property stays when its mortgage goes, securing no mortgage.
    const properties = await homes.filter((p) => p.mortgageAccountId === id).toArray();
    await homes.bulkPut(properties.map(unsecured));
    await db.accounts.delete(id);
    return { account, transactions, goals, positions, properties };
  });
}

/** Puts a deleted account back, with its movements and the goals that followed it. */
export async function restoreAccount(db: LedgerDatabase, deleted: DeletedAccount): Promise<void> {
  const account = validRecord('accounts', deleted.account);
  const transactions = deleted.transactions.map((t) => validRecord('transactions', t));
  const goals = deleted.goals.map((g) => validRecord('goals', g));
  const holdings = positionTablesOf(db);
  const [positionTable, operationTable, priceTable] = holdings;
  const positions = (deleted.positions ?? []).map(checkedDeletedPosition);
  const homes = propertiesOf(db);
  const tables = [db.accounts, db.transactions, db.goals, ...holdings, homes];
  await db.transaction('rw', tables, async () => {
    await db.accounts.put(account);
    await db.transactions.bulkPut(transactions);
    await db.goals.bulkPut(goals);
    await positionTable.bulkPut(positions.map((held) => held.position));
    await operationTable.bulkPut(positions.flatMap((held) => held.operations));
    await priceTable.bulkPut(positions.flatMap((held) => held.prices));
    // Its properties secured by it again, those still there and secured by no other mortgage.
    for (const { id } of deleted.properties ?? []) {
      const home = await homes.get(id);
      if (home !== undefined && home.mortgageAccountId === undefined) {
        await homes.put({ ...home, mortgageAccountId: account.id });
      }
    }
  });
}
