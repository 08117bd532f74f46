// The "Simula successione" form: the estate's rows, the debts and expenses and the heirs as
// typed (amounts and shares as text), checked row by row with an Italian message beside each
// field, and, when all are right, the items, liabilities and heirs the succession engine takes.
import { readAmount } from './amount-input';
import { portfolioFromPositions } from './portfolio';
import { isValuedByPositions, positionValuesByAccount } from './position-values';
import { type Position, type PositionClass } from './position-schemas';
import { type Liability } from './succession-liabilities';
import { type LiabilityRowDraft } from './succession-liability-form';
import { type EstateItem, type Heir, type Relationship } from './succession-tax';

/** One row of the estate: a balance, a position (government bonds are exempt), a property. */
export type EstateRowDraft = {
  id: string;
  kind: EstateItem['kind'];
  label: string;
  /** Euro, typed the Italian way. */
  value: string;
  /** For a position: its class (titoli di Stato leave the taxable estate). */
  positionClass?: PositionClass;
  /** For a property: a heir has the "prima casa" requisites. */
  primaCasa?: boolean;
};

export type HeirDraft = {
  id: string;
  name: string;
  relationship: Relationship;
  severeDisability: boolean;
  /** Parts of the estate, a whole number typed as text. */
  weight: string;
};

/** Messages by field, keyed `${rowId}:label`, `${rowId}:value`, `${heirId}:name`, `${heirId}:weight`. */
export type SuccessionFormErrors = Record<string, string>;

export type SuccessionFormValidation =
  | { ok: true; items: EstateItem[]; liabilities: Liability[]; heirs: Heir[] }
  | { ok: false; errors: SuccessionFormErrors; noHeirs: boolean };

export const SUCCESSION_MAX_VALUE = 1_000_000_000;
export const SUCCESSION_MAX_WEIGHT = 1_000;

export const SUCCESSION_FORM_MESSAGES = {
  label: 'Descrivi il bene, per esempio «Conto corrente».',
  liabilityLabel: 'Descrivi il debito o la spesa, per esempio «Mutuo casa».',
  valueRequired: 'Inserisci il valore in euro (anche 0).',
  notANumber: 'Scrivi un importo, per esempio 250.000 o 1.234,56.',
  tooManyDecimals: 'Scrivi al massimo due decimali, per esempio 1.234,56.',
  valueRange: 'Il valore va da 0 a 1.000.000.000 €.',
  name: 'Inserisci il nome dell’erede.',
  weightRequired: 'Inserisci la quota in parti, per esempio 1.',
  weight: `La quota è un numero intero di parti, da 1 a ${SUCCESSION_MAX_WEIGHT}.`,
  noHeirs: 'Aggiungi almeno un erede.',
} as const;

/**
 * Under a property's value: the tax base of a building is its cadastral value, the rendita
 * catastale raised by 5% times 110 for the heir's prima casa, 120 for other homes (D.Lgs.
 * 346/1990, art. 34, c. 5; D.P.R. 131/1986, art. 52, c. 4), usually well below the market
 * value that "Immobili" records and fills in here.
 */
export const CADASTRAL_VALUE_HINT =
  'Per l’imposta conta il valore catastale: rendita catastale × 1,05 × 110 per la prima casa, × 120 per le altre abitazioni. Di solito è meno del valore di mercato: correggilo qui.';

export const errorKey = (rowId: string, field: string) => `${rowId}:${field}`;

function checkValue(text: string): number | string {
  const reading = readAmount(text, 'cents');
  if (!reading.ok) {
    if (reading.problem === 'empty') return SUCCESSION_FORM_MESSAGES.valueRequired;
    return reading.problem === 'tooManyDecimals'
      ? SUCCESSION_FORM_MESSAGES.tooManyDecimals
      : SUCCESSION_FORM_MESSAGES.notANumber;
  }
  if (reading.value < 0 || reading.value > SUCCESSION_MAX_VALUE) {
    return SUCCESSION_FORM_MESSAGES.valueRange;
  }
  return Math.round(reading.value * 100);
}

function checkWeight(text: string): number | string {
  const reading = readAmount(text, 'whole');
  if (!reading.ok) {
    return reading.problem === 'empty'
      ? SUCCESSION_FORM_MESSAGES.weightRequired
      : SUCCESSION_FORM_MESSAGES.weight;
  }
  const { value } = reading;
  return Number.isInteger(value) && value >= 1 && value <= SUCCESSION_MAX_WEIGHT
    ? value
    : SUCCESSION_FORM_MESSAGES.weight;
}

function itemOf(row: EstateRowDraft, label: string, valueCents: number): EstateItem {
  if (row.kind === 'immobile') {
    return { kind: 'immobile', id: row.id, label, valueCents, primaCasa: row.primaCasa ?? false };
  }
  if (row.kind === 'posizione') {
    const positionClass = row.positionClass ?? 'fondi-etf';
    return { kind: 'posizione', id: row.id, label, valueCents, positionClass };
  }
  return { kind: row.kind, id: row.id, label, valueCents };
}

/** Every row's item, every debt or expense and every heir, or every field's message. */
export function validateSuccessionForm(
  rows: readonly EstateRowDraft[],
  heirDrafts: readonly HeirDraft[],
  liabilityRows: readonly LiabilityRowDraft[] = [],
): SuccessionFormValidation {
  const errors: SuccessionFormErrors = {};
  const items: EstateItem[] = [];
  for (const row of rows) {
    const label = row.label.trim();
    const value = checkValue(row.value);
    if (label === '') errors[errorKey(row.id, 'label')] = SUCCESSION_FORM_MESSAGES.label;
    if (typeof value === 'string') errors[errorKey(row.id, 'value')] = value;
    else if (label !== '') items.push(itemOf(row, label, value));
  }
  const liabilities: Liability[] = [];
  for (const row of liabilityRows) {
    const label = row.label.trim();
    const value = checkValue(row.value);
    if (label === '') {
      errors[errorKey(row.id, 'label')] = SUCCESSION_FORM_MESSAGES.liabilityLabel;
    }
    if (typeof value === 'string') errors[errorKey(row.id, 'value')] = value;
    else if (label !== '')
      liabilities.push({ kind: row.kind, id: row.id, label, valueCents: value });
  }
  const heirs: Heir[] = [];
  for (const draft of heirDrafts) {
    const name = draft.name.trim();
    const weight = checkWeight(draft.weight);
    if (name === '') errors[errorKey(draft.id, 'name')] = SUCCESSION_FORM_MESSAGES.name;
    if (typeof weight === 'string') errors[errorKey(draft.id, 'weight')] = weight;
    else if (name !== '') {
      heirs.push({
        id: draft.id,
        name,
        relationship: draft.relationship,
        severeDisability: draft.severeDisability,
        weight,
      });
    }
  }
  const noHeirs = heirDrafts.length === 0;
  if (noHeirs || Object.keys(errors).length > 0) return { ok: false, errors, noHeirs };
  return { ok: true, items, liabilities, heirs };
}

const wholeEuro = new Intl.NumberFormat('it-IT', {
  useGrouping: 'always',
  maximumFractionDigits: 0,
});
const euroAndCents = new Intl.NumberFormat('it-IT', {
  useGrouping: 'always',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * A non-negative amount in cents as the form shows it, as a person would type it: thousands
 * grouped with a dot, cents after a comma only when there are some ('1.234,56', '250.000').
 */
export function centsToFieldText(cents: number): string {
  return cents % 100 === 0 ? wholeEuro.format(cents / 100) : euroAndCents.format(cents / 100);
}

/**
 * Account types outside the estate: a supplementary pension fund's position goes to the
 * beneficiaries designated (else the heirs) by their own right (D.Lgs. 252/2005, art. 14,
 * c. 3), not through the succession, and is left out of the taxable estate (D.Lgs. 346/1990,
 * art. 12, lett. c). The demo's estate leaves its pension fund out too.
 */
const OUTSIDE_ESTATE_ACCOUNT_TYPES: readonly string[] = ['pension'];

/** What the tool says beside the estate, in both profiles. */
export const PENSION_OUTSIDE_ESTATE_NOTE =
  'Il fondo pensione non entra nella successione: va ai beneficiari designati.';

/**
 * The own profile's estate today: each account with money in it (debts are liabilities,
 * ownLiabilityRows; pension funds are outside the estate, OUTSIDE_ESTATE_ACCOUNT_TYPES), each
 * position worth something, then each recorded property (propertyEstateRows). An investment
 * account that holds positions (isValuedByPositions) is counted by its positions, each a row
 * of its own, and its cash beside them (its balance less its positions' value), a row of its
 * own.
 */
export function ownEstateRows(
  accounts: readonly { id: string; name: string; type: string; balance: number }[],
  positions: readonly (Position & { accountId: string })[],
  properties: readonly EstateProperty[] = [],
): EstateRowDraft[] {
  const values = positionValuesByAccount(positions);
  const balances = accounts.flatMap((account): EstateRowDraft[] => {
    if (OUTSIDE_ESTATE_ACCOUNT_TYPES.includes(account.type)) return [];
    const byPositions = isValuedByPositions(account, positions);
    const cash = byPositions ? account.balance - (values.get(account.id) ?? 0) : account.balance;
    if (cash <= 0) return [];
    const label = byPositions ? `${account.name}: liquidità` : account.name;
    return [{ id: account.id, kind: 'saldo', label, value: centsToFieldText(cash) }];
  });
  return [...balances, ...positionEstateRows(positions), ...propertyEstateRows(properties)];
}

/** A property the own profile recorded ("Immobili"): its estimated value in cents. */
export type EstateProperty = { id: string; name: string; value: number; primaCasa: boolean };

/**
 * The recorded properties as rows of the estate, at their estimated value; the household's
 * main home ("prima casa") keeps the flag, which the heirs' prima casa relief reads.
 */
export function propertyEstateRows(properties: readonly EstateProperty[]): EstateRowDraft[] {
  return properties.map((property) => ({
    id: `immobile-${property.id}`,
    kind: 'immobile',
    label: property.name,
    value: centsToFieldText(property.value),
    primaCasa: property.primaCasa,
  }));
}

/**
 * The positions worth something as rows of the estate, at the value Investi shows
 * (portfolioFromPositions: the entered price, or the cost until there is one); each keeps its
 * class, so titoli di Stato leave the taxable estate.
 */
export function positionEstateRows(positions: readonly Position[]): EstateRowDraft[] {
  const names = new Map(positions.map((position) => [position.id, position.name]));
  return portfolioFromPositions(positions)
    .rows.filter((row) => row.valueCents > 0)
    .map((row) => ({
      id: `posizione-${row.id}`,
      kind: 'posizione',
      label: names.get(row.id) ?? '',
      value: centsToFieldText(row.valueCents),
      positionClass: row.positionClass,
    }));
}
