import { commitImport, type ImportDraft } from './import-commands';
import type { ImportBatch } from './import-tables';
import { type LedgerDatabase, openLedger } from './ledger-database';
import { LedgerError, type LedgerErrorCode } from './ledger-error';
import type { LedgerProfile } from './profiles';

// What the import writer (import-writer.worker.ts) answers, as plain values a page can
// receive: a refused import is a value with the LedgerError's code and Italian message,
// not a thrown error, so nothing of it is lost crossing to the page.

/** The outcome of committing an import. */
export type CommitAnswer =
  { ok: true; batch: ImportBatch } | { ok: false; code: LedgerErrorCode; message: string };

/** The writer's ledgers, one per profile, opened on first use and kept for its life. */
function ledgers(open: (profile: LedgerProfile) => LedgerDatabase) {
  const opened = new Map<LedgerProfile, LedgerDatabase>();
  return (profile: LedgerProfile) => {
    let db = opened.get(profile);
    if (db === undefined) {
      db = open(profile);
      opened.set(profile, db);
    }
    return db;
  };
}

/**
 * The writer's API over `open` (openLedger in the worker; a test passes its own): `warm`
 * opens the profile's ledger ahead of the first commit; `commit` writes a batch with one
 * bulkAdd (`slices: false`: off the page's thread no task needs to stay short).
 */
export function importWriterApi(open: (profile: LedgerProfile) => LedgerDatabase = openLedger) {
  const ledgerOf = ledgers(open);
  return {
    warm: async (profile: LedgerProfile): Promise<void> => {
      await ledgerOf(profile).open();
    },
    commit: async (
      profile: LedgerProfile,
      draft: ImportDraft,
      nowIso: string,
    ): Promise<CommitAnswer> => {
      try {
        const batch = await commitImport(ledgerOf(profile), draft, new Date(nowIso), {
          slices: false,
        });
        return { ok: true, batch };
      } catch (error) {
        if (!(error instanceof LedgerError)) throw error;
        return { ok: false, code: error.code, message: error.message };
      }
    },
  };
}

export type ImportWriterApi = ReturnType<typeof importWriterApi>;
