import { checkLedger, type LedgerProblem } from '@traguardo/domain/ledger-schemas';
import {
  type Custody,
  type EnteredPrice,
  enteredPriceSchema,
  type Operation,
  operationSchema,
  type PositionClass,
  positionSchema,
} from '@traguardo/domain/position-schemas';
import { sameSecurity } from '@traguardo/domain/position-security';
import { replayPosition } from '@traguardo/domain/positions';
import { type LedgerDatabase } from './ledger-database';
import { LEDGER_ERROR_MESSAGES, LedgerError } from './ledger-error';
import { newId } from '@traguardo/domain/record-ids';
import {
  checkedDeletedPosition,
  type DeletedPosition,
  type PositionOperationRecord,
  positionOperationRecordSchema,
  type PositionRecord,
  type PriceUpdateRecord,
} from './position-tables';
import { positionTablesOf } from './position-stores';

// The commands of the positions: each checked with the domain's schemas, and an operation
// replayed with every other of its position before it is written (no sale above what is
// held, no date in the future). A refusal throws a LedgerError with the Italian message of
// its field; nothing is written.

export type PositionDraft = {
  accountId: string;
  /** Optional for 'liquidita' only. */
  isin?: string;
  name: string;
  positionClass: PositionClass;
  custody: Custody;
};

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export const POSITION_COMMAND_MESSAGES = {
  notInvestment: 'Le posizioni si aggiungono a un conto di tipo Investimenti.',
  positionNotFound: 'Questa posizione non esiste più.',
  sameIsin: 'Questo titolo è già in questo conto: aggiungi un acquisto alla sua posizione.',
  /** The undo of a delete, once a position with the same ISIN has been added to the account. */
  notRestoredSameIsin:
    'Posizione non ripristinata: questo titolo è già in questo conto in un’altra posizione. Registra lì i suoi acquisti e le sue vendite.',
  operationNotFound: 'Questa operazione non esiste più.',
  /** A change after which a later sale would be above what is held. */
  laterSaleAfterChange: (replayMessage: string) =>
    `Dopo questa modifica, ${lowerFirst(replayMessage)} Modifica o elimina prima quella vendita.`,
  /** A delete after which a later sale would be above what is held. */
  laterSaleWithout: (replayMessage: string) =>
    `Senza questa operazione, ${lowerFirst(replayMessage)} Elimina o modifica prima quella vendita.`,
  notRestored: (replayMessage: string) =>
    `Operazione non ripristinata: ${lowerFirst(replayMessage)}`,
} as const;

// The message says to look at the fields: each problem is shown beside its own field.
function refuse(problems: readonly LedgerProblem[]): never {
  throw new LedgerError('invalid', LEDGER_ERROR_MESSAGES.invalid, problems);
}

/**
 * Whether another position of `position`'s account has its ISIN (sameSecurity). Every write of
 * a position asks it inside its own transaction, so that a second tab is refused too.
 */
async function holdsIsinElsewhere(
  db: LedgerDatabase,
  position: Pick<PositionRecord, 'id' | 'accountId' | 'isin'>,
): Promise<boolean> {
  const [positions] = positionTablesOf(db);
  const same = await positions
    .where('accountId')
    .equals(position.accountId)
    .filter((other) => other.id !== position.id && sameSecurity(other, position))
    .count();
  return same > 0;
}

/** Adds a position to an investment account; the ISIN is stored as normalised. */
export async function addPosition(
  db: LedgerDatabase,
  draft: PositionDraft,
): Promise<PositionRecord> {
  const [positions] = positionTablesOf(db);
  return db.transaction('rw', [positions, db.accounts], async () => {
    const account = await db.accounts.get(draft.accountId);
    if (account === undefined) {
      throw new LedgerError('unknownReference', LEDGER_ERROR_MESSAGES.unknownAccount, [
        { field: 'accountId', message: LEDGER_ERROR_MESSAGES.unknownAccount },
      ]);
    }
    if (account.type !== 'investment') {
      throw new LedgerError('unknownReference', POSITION_COMMAND_MESSAGES.notInvestment, [
        { field: 'accountId', message: POSITION_COMMAND_MESSAGES.notInvestment },
      ]);
    }
    const id = newId();
    const check = checkLedger(positionSchema, {
      id,
      isin: draft.isin,
      name: draft.name,
      positionClass: draft.positionClass,
      custody: draft.custody,
      operations: [],
    });
    if (!check.ok) refuse(check.problems);
    const { isin, name, positionClass, custody } = check.value;
    if (await holdsIsinElsewhere(db, { id, accountId: draft.accountId, isin })) {
      refuse([{ field: 'isin', message: POSITION_COMMAND_MESSAGES.sameIsin }]);
    }
    const record: PositionRecord = {
      id,
      accountId: draft.accountId,
      ...(isin === undefined ? {} : { isin }),
      name,
      positionClass,
      custody,
    };
    await positions.add(record);
    return record;
  });
}

async function positionOrRefuse(db: LedgerDatabase, positionId: string): Promise<PositionRecord> {
  const [positions] = positionTablesOf(db);
  const position = await positions.get(positionId);
  if (position === undefined) {
    throw new LedgerError('notFound', POSITION_COMMAND_MESSAGES.positionNotFound);
  }
  return position;
}

/**
 * Records an "Acquisto" or a "Vendita". `today` (yyyy-mm-dd) refuses a later date. A sale
 * above the quantity held at its date is refused, as is any operation after which a later
 * sale would be.
 */
export async function addOperation(
  db: LedgerDatabase,
  positionId: string,
  operation: Operation,
  today: string,
): Promise<PositionOperationRecord> {
  const [positions, operations] = positionTablesOf(db);
  return db.transaction('rw', [positions, operations], async () => {
    const position = await positionOrRefuse(db, positionId);
    const check = checkLedger(operationSchema, operation);
    if (!check.ok) refuse(check.problems);
    const earlier = await operations.where('positionId').equals(positionId).toArray();
    const replay = replayPosition([...earlier, check.value], position.positionClass, today);
    if (!replay.ok) {
      const { message } = replay.problem;
      const field = operation.date > today ? 'date' : 'quantity';
      refuse([{ field, message }]);
    }
    const record: PositionOperationRecord = { ...check.value, id: newId(), positionId };
    await operations.add(record);
    return record;
  });
}

/** The position's operations but `operationId`: what a change, a delete or an undo replays. */
async function otherOperations(
  db: LedgerDatabase,
  positionId: string,
  operationId: string,
): Promise<PositionOperationRecord[]> {
  const [, operations] = positionTablesOf(db);
  const all = await operations.where('positionId').equals(positionId).toArray();
  return all.filter((other) => other.id !== operationId);
}

async function operationOrRefuse(
  db: LedgerDatabase,
  operationId: string,
): Promise<PositionOperationRecord> {
  const [, operations] = positionTablesOf(db);
  const operation = await operations.get(operationId);
  if (operation === undefined) {
    throw new LedgerError('notFound', POSITION_COMMAND_MESSAGES.operationNotFound);
  }
  return operation;
}

/**
 * Replays a position's operations as they would be after a change, a delete or an undo; when
 * a sale would be above what is held at its date, refuses with `explain` of the replay's
 * message (the changed operation's own problem beside its field).
 */
function replayOrRefuse(
  operations: readonly Operation[],
  positionClass: PositionClass,
  today: string,
  explain: (replayMessage: string) => string,
  changed?: Operation,
): void {
  const replay = replayPosition(operations, positionClass, today);
  if (replay.ok) return;
  const { message, operationIndex } = replay.problem;
  if (changed !== undefined && operations[operationIndex] === changed) {
    refuse([{ field: changed.date > today ? 'date' : 'quantity', message }]);
  }
  throw new LedgerError('invalid', explain(message));
}

/**
 * "Modifica" of an "Acquisto" or a "Vendita": the operation as entered again (its kind may
 * not change). Refused, writing nothing, when the position's quantity would go below zero at
 * any date, this sale or a later one.
 */
export async function changeOperation(
  db: LedgerDatabase,
  operationId: string,
  operation: Operation,
  today: string,
): Promise<PositionOperationRecord> {
  const [positions, operations] = positionTablesOf(db);
  return db.transaction('rw', [positions, operations], async () => {
    const stored = await operationOrRefuse(db, operationId);
    const position = await positionOrRefuse(db, stored.positionId);
    const check = checkLedger(operationSchema, { ...operation, kind: stored.kind });
    if (!check.ok) refuse(check.problems);
    const others = await otherOperations(db, position.id, operationId);
    replayOrRefuse(
      [...others, check.value],
      position.positionClass,
      today,
      POSITION_COMMAND_MESSAGES.laterSaleAfterChange,
      check.value,
    );
    const record: PositionOperationRecord = {
      ...check.value,
      id: stored.id,
      positionId: position.id,
    };
    await operations.put(record);
    return record;
  });
}

/**
 * Deletes an "Acquisto" or a "Vendita" and returns it for restoreOperation (the toast's undo).
 * A purchase that a later sale needs is refused: nothing is deleted.
 */
export async function deleteOperation(
  db: LedgerDatabase,
  operationId: string,
  today: string,
): Promise<PositionOperationRecord> {
  const [positions, operations] = positionTablesOf(db);
  return db.transaction('rw', [positions, operations], async () => {
    const stored = await operationOrRefuse(db, operationId);
    const position = await positionOrRefuse(db, stored.positionId);
    const others = await otherOperations(db, position.id, operationId);
    replayOrRefuse(
      others,
      position.positionClass,
      today,
      POSITION_COMMAND_MESSAGES.laterSaleWithout,
    );
    await operations.delete(operationId);
    return stored;
  });
}

/**
 * Takes back a deleted operation (the toast's undo), checked again and replayed with what the
 * position holds now: refused when the position is gone or a sale entered since would not allow it.
 */
export async function restoreOperation(
  db: LedgerDatabase,
  deleted: PositionOperationRecord,
  today: string,
): Promise<void> {
  const check = checkLedger(positionOperationRecordSchema, deleted);
  if (!check.ok) refuse(check.problems);
  const record = check.value;
  const [positions, operations] = positionTablesOf(db);
  await db.transaction('rw', [positions, operations], async () => {
    const position = await positionOrRefuse(db, record.positionId);
    const others = await otherOperations(db, position.id, record.id);
    replayOrRefuse(
      [...others, record],
      position.positionClass,
      today,
      POSITION_COMMAND_MESSAGES.notRestored,
    );
    await operations.put(record);
  });
}

/** "Aggiorna prezzo": the price of a position on a date (no later than `today`). */
export async function updatePrice(
  db: LedgerDatabase,
  positionId: string,
  price: EnteredPrice,
  today: string,
  now: Date = new Date(),
): Promise<PriceUpdateRecord> {
  const [positions, , prices] = positionTablesOf(db);
  return db.transaction('rw', [positions, prices], async () => {
    await positionOrRefuse(db, positionId);
    const check = checkLedger(enteredPriceSchema, price);
    if (!check.ok) refuse(check.problems);
    if (check.value.date > today) {
      refuse([{ field: 'date', message: 'La data del prezzo non può essere nel futuro.' }]);
    }
    const record: PriceUpdateRecord = {
      ...check.value,
      id: newId(),
      positionId,
      enteredAt: now.toISOString(),
    };
    await prices.add(record);
    return record;
  });
}

/** Deletes a position with its operations and prices, and returns them for restorePosition. */
export async function deletePosition(
  db: LedgerDatabase,
  positionId: string,
): Promise<DeletedPosition> {
  const tables = positionTablesOf(db);
  const [positions, operations, prices] = tables;
  return db.transaction('rw', tables, async () => {
    const position = await positionOrRefuse(db, positionId);
    const deleted = {
      position,
      operations: await operations.where('positionId').equals(positionId).toArray(),
      prices: await prices.where('positionId').equals(positionId).toArray(),
    };
    await operations.where('positionId').equals(positionId).delete();
    await prices.where('positionId').equals(positionId).delete();
    await positions.delete(positionId);
    return deleted;
  });
}

/**
 * Takes back a deleted position (the toast's undo), its records checked again; refused when
 * its account has been deleted since (a position must belong to an account, or no backup
 * taken afterwards would restore), or when a position with its ISIN has been added to the
 * account since (holdsIsinElsewhere). Refused, it writes nothing.
 */
export async function restorePosition(db: LedgerDatabase, deleted: DeletedPosition): Promise<void> {
  const { position, operations: ops, prices: entered } = checkedDeletedPosition(deleted);
  const tables = positionTablesOf(db);
  const [positions, operations, prices] = tables;
  await db.transaction('rw', [db.accounts, ...tables], async () => {
    if ((await db.accounts.get(position.accountId)) === undefined) {
      throw new LedgerError('notFound', LEDGER_ERROR_MESSAGES.accountNotFound);
    }
    if (await holdsIsinElsewhere(db, position)) {
      throw new LedgerError('duplicate', POSITION_COMMAND_MESSAGES.notRestoredSameIsin);
    }
    await positions.put(position);
    await operations.bulkPut(ops);
    await prices.bulkPut(entered);
  });
}
