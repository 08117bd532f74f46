import { LEDGER_MAX_PROPERTIES } from '@traguardo/domain/ledger-limits';
import { checkLedger, type LedgerProblem } from '@traguardo/domain/ledger-schemas';
import { checkPropertyEntry } from '@traguardo/domain/property-entry';
import { type LedgerProperty, ledgerPropertySchema } from '@traguardo/domain/property-schemas';
import { newId } from '@traguardo/domain/record-ids';
import { type LedgerDatabase } from './ledger-database';
import { LEDGER_ERROR_MESSAGES, LedgerError } from './ledger-error';
import { propertiesOf } from './property-stores';

// The commands of the own profile's properties ("Immobili"). Each checks the property with
// the domain's schema (property-schemas.ts), its estimate not after `today` and its mortgage
// (a mortgage account of this ledger, securing no other property) before writing; a refusal
// throws a LedgerError with the Italian message of its field, and nothing is written. The
// demo keeps its sample house, which is not in its ledger: it takes no property.

export type PropertyDraft = Omit<LedgerProperty, 'id'>;

/** The fields an edit changed; `mortgageAccountId: undefined` removes the link. */
export type PropertyChanges = Partial<PropertyDraft>;

export const PROPERTY_COMMAND_MESSAGES = {
  demo: 'Il profilo demo ha già la sua casa di esempio: gli immobili si aggiungono al tuo profilo.',
  notFound: 'Questo immobile non esiste più.',
  tooMany: `Puoi avere al massimo ${LEDGER_MAX_PROPERTIES} immobili.`,
  notMortgage: 'Il conto scelto non è un mutuo: scegli un conto di tipo Mutuo.',
  mortgageTaken: (name: string) => `Questo mutuo è già collegato a «${name}».`,
} as const;

function refuse(problems: readonly LedgerProblem[]): never {
  throw new LedgerError('invalid', problems[0]?.message ?? LEDGER_ERROR_MESSAGES.invalid, problems);
}

function refuseDemo(db: LedgerDatabase): void {
  if (db.profile === 'demo') throw new LedgerError('limit', PROPERTY_COMMAND_MESSAGES.demo);
}

/** Without the keys whose value is undefined: a removed link is no key, not an empty one. */
function withoutUndefined(record: LedgerProperty): LedgerProperty {
  const copy = { ...record };
  if (copy.mortgageAccountId === undefined) delete copy.mortgageAccountId;
  return copy;
}

/** Why `property`'s mortgage cannot be linked, if it cannot; call it in a transaction. */
async function mortgageProblem(
  db: LedgerDatabase,
  property: LedgerProperty,
): Promise<LedgerProblem | undefined> {
  const accountId = property.mortgageAccountId;
  if (accountId === undefined) return undefined;
  const account = await db.accounts.get(accountId);
  if (account === undefined) {
    return { field: 'mortgageAccountId', message: LEDGER_ERROR_MESSAGES.unknownAccount };
  }
  if (account.type !== 'mortgage') {
    return { field: 'mortgageAccountId', message: PROPERTY_COMMAND_MESSAGES.notMortgage };
  }
  // One home per mortgage: its loan-to-value is measured against that home alone.
  const other = await propertiesOf(db)
    .filter((p) => p.mortgageAccountId === accountId && p.id !== property.id)
    .first();
  if (other === undefined) return undefined;
  return {
    field: 'mortgageAccountId',
    message: PROPERTY_COMMAND_MESSAGES.mortgageTaken(other.name),
  };
}

/** `value` checked for a write; its mortgage link too unless `linkChanged` is false. */
async function checkedEntry(
  db: LedgerDatabase,
  value: LedgerProperty,
  today: string,
  linkChanged = true,
): Promise<LedgerProperty> {
  const check = checkPropertyEntry(value, today);
  if (!check.ok) refuse(check.problems);
  const problem = linkChanged ? await mortgageProblem(db, check.value) : undefined;
  if (problem !== undefined) refuse([problem]);
  return withoutUndefined(check.value);
}

/** Adds a property to the own profile; `today` ('yyyy-mm-dd') refuses a later estimate. */
export async function addProperty(
  db: LedgerDatabase,
  draft: PropertyDraft,
  today: string,
): Promise<LedgerProperty> {
  refuseDemo(db);
  const properties = propertiesOf(db);
  return db.transaction('rw', [properties, db.accounts], async () => {
    if ((await properties.count()) >= LEDGER_MAX_PROPERTIES) {
      throw new LedgerError('limit', PROPERTY_COMMAND_MESSAGES.tooMany);
    }
    const property = await checkedEntry(db, { ...draft, id: newId() }, today);
    await properties.add(property);
    return property;
  });
}

/**
 * Writes `changes` over the property as stored now (what another tab saved meanwhile to the
 * other fields stays) and returns it as stored. A changed estimate may not be after `today`.
 */
export async function updateProperty(
  db: LedgerDatabase,
  id: string,
  changes: PropertyChanges,
  today: string,
): Promise<LedgerProperty> {
  refuseDemo(db);
  const properties = propertiesOf(db);
  return db.transaction('rw', [properties, db.accounts], async () => {
    const current = await properties.get(id);
    if (current === undefined)
      throw new LedgerError('notFound', PROPERTY_COMMAND_MESSAGES.notFound);
    // An estimate or a link the edit leaves as it is was checked when entered: the device's
    // clock may have gone back since, or the mortgage account changed type, and that is no
    // reason to refuse a new name now.
    const notAfter =
      changes.estimateDate === undefined && current.estimateDate > today
        ? current.estimateDate
        : today;
    const linkChanged = 'mortgageAccountId' in changes;
    const property = await checkedEntry(db, { ...current, ...changes, id }, notAfter, linkChanged);
    await properties.put(property);
    return property;
  });
}

/** Deletes a property and returns it as it was, for `restoreProperty` (the toast's undo). */
export async function deleteProperty(db: LedgerDatabase, id: string): Promise<LedgerProperty> {
  const properties = propertiesOf(db);
  return db.transaction('rw', properties, async () => {
    const property = await properties.get(id);
    if (property === undefined) {
      throw new LedgerError('notFound', PROPERTY_COMMAND_MESSAGES.notFound);
    }
    await properties.delete(id);
    return property;
  });
}

/**
 * Puts a deleted property back as it was; its mortgage link only where it still holds (the
 * mortgage is still a mortgage of this ledger, securing no other property).
 */
export async function restoreProperty(
  db: LedgerDatabase,
  deleted: LedgerProperty,
): Promise<LedgerProperty> {
  refuseDemo(db);
  const check = checkLedger(ledgerPropertySchema, deleted);
  if (!check.ok) refuse(check.problems);
  const properties = propertiesOf(db);
  return db.transaction('rw', [properties, db.accounts], async () => {
    const linked = (await mortgageProblem(db, check.value)) === undefined;
    const property = withoutUndefined(
      linked ? check.value : { ...check.value, mortgageAccountId: undefined },
    );
    await properties.put(property);
    return property;
  });
}
