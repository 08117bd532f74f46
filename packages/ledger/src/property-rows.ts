import { type LedgerProperty } from '@traguardo/domain/property-schemas';
import { type LedgerDatabase } from './ledger-database';
import { listProperties } from './property-queries';
import { listAccountsWithBalances } from './reference-queries';

// The properties as Conti and Altro show them: each with the mortgage it secures and that
// mortgage's balance, for the loan-to-value.

/** A mortgage account of the ledger, with its balance today (cents, negative). */
export type MortgageChoice = { id: string; name: string; balance: number };

/** A property with the mortgage it secures, if any. */
export type PropertyRow = LedgerProperty & { mortgage: MortgageChoice | null };

export type PropertyRows = {
  properties: PropertyRow[];
  /** Every mortgage account (archived ones too), by name: what a property may link. */
  mortgages: MortgageChoice[];
};

/** The own profile's properties by name, each with its mortgage as of `today`. */
export async function readPropertyRows(db: LedgerDatabase, today: string): Promise<PropertyRows> {
  const [properties, accounts] = await Promise.all([
    listProperties(db),
    listAccountsWithBalances(db, today, { includeArchived: true }),
  ]);
  const mortgages = accounts
    .filter((account) => account.type === 'mortgage')
    .map(({ id, name, balance }) => ({ id, name, balance }));
  return {
    properties: properties.map((property) => ({
      ...property,
      mortgage: mortgages.find((m) => m.id === property.mortgageAccountId) ?? null,
    })),
    mortgages,
  };
}
