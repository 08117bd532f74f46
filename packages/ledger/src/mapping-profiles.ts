import type { ColumnMapping } from '@traguardo/bank-import/column-mapping';
import * as v from 'valibot';
import { mappingProfileRecordSchema, mappingProfilesOf } from './import-tables';
import type { LedgerDatabase } from './ledger-database';

// The column mapping confirmed for a header layout (written with its import's batch, see
// commitImport): the next file of the same bank is read with it, without asking again.

/** Every saved mapping by its layout key; a stored value that is not a mapping is left out. */
export async function mappingProfilesByLayout(
  db: LedgerDatabase,
): Promise<Record<string, ColumnMapping>> {
  const profiles: Record<string, ColumnMapping> = {};
  for (const stored of await mappingProfilesOf(db).toArray()) {
    const result = v.safeParse(mappingProfileRecordSchema, stored);
    if (result.success) profiles[result.output.layoutKey] = result.output.mapping;
  }
  return profiles;
}
