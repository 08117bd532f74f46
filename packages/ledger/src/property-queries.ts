import { type LedgerProperty, ledgerPropertySchema } from '@traguardo/domain/property-schemas';
import { compareNames } from '@traguardo/domain/text-order';
import { checkedRows } from './keep-aside';
import { type LedgerDatabase } from './ledger-database';
import { propertiesOf } from './property-stores';

/** The profile's valid properties, by name; one that fails its schema is set aside. */
export async function listProperties(db: LedgerDatabase): Promise<LedgerProperty[]> {
  const rows: unknown[] = await propertiesOf(db).toArray();
  return checkedRows(db, 'properties', ledgerPropertySchema, rows).sort((a, b) =>
    compareNames(a.name, b.name),
  );
}
