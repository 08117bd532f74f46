import type { ColumnMapping } from '@traguardo/bank-import/column-mapping';
import { type PlannedRow, planRows, rowsToWrite } from '@traguardo/bank-import/import-plan';
import type { ReadFileResult } from '@traguardo/bank-import/import-worker-api';
import { accountImportState } from '@traguardo/ledger/import-commands';
import { mappingProfilesByLayout } from '@traguardo/ledger/mapping-profiles';
import { listCategoryRules, rulesToApply } from '@traguardo/ledger/rule-commands';
import { LedgerError } from '@traguardo/ledger/ledger-error';
import { showError, showSuccess } from '@traguardo/ui/toast';
import { useEffect, useRef, useState } from 'react';
import { useLedger } from '../../ledger/use-ledger';
import { createImportReader, type ImportReader } from './import-reader';
import { importedMessage } from './import-texts';
import { createImportWriter, type ImportWriter } from './import-writer';

/** Where the import stands: nothing chosen, reading, refused, or a preview to confirm. */
export type ImportState =
  | { step: 'idle' }
  | { step: 'reading'; file: File }
  | { step: 'failed'; file: File; message: string }
  | { step: 'preview'; file: File; read: ReadFileResult; rows: PlannedRow[] | null };

/** The import in progress: the file chosen, what was read, each row's plan, and the commands. */
export function useImportSession(accountId: string, reader?: ImportReader) {
  const db = useLedger();
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const [saving, setSaving] = useState(false);
  const ownReader = useRef<ImportReader | null>(null);
  const writer = useRef<ImportWriter | null>(null);
  const run = useRef(0);

  const theReader = () => reader ?? (ownReader.current ??= createImportReader());
  const theWriter = () => (writer.current ??= createImportWriter());
  useEffect(() => {
    // The workers start with the screen, before any file: a file chosen later is read at
    // once, and confirming its import does not wait for the writer (nor does the preview
    // share the processor with the writer's start).
    theReader().warm();
    theWriter().warm(db);
    return () => {
      ownReader.current?.close();
      ownReader.current = null;
      writer.current?.close();
      writer.current = null;
    };
    // Once per screen: the reader is the same for its whole life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function targetOf(account: string) {
    const [{ existing, removedKeys }, rules] = await Promise.all([
      accountImportState(db, account),
      listCategoryRules(db),
    ]);
    return { accountId: account, existing, rules: rulesToApply(rules), removedKeys };
  }

  async function plan(read: ReadFileResult, account: string): Promise<PlannedRow[] | null> {
    if (read.movements.length === 0 || account === '') return null;
    const { existing, rules, removedKeys } = await targetOf(account);
    const prepared = await theReader().prepare(
      account,
      read.movements,
      existing,
      rules,
      removedKeys,
    );
    return planRows(read.movements, prepared);
  }

  async function read(file: File, mapping: ColumnMapping | null) {
    const mine = ++run.current;
    setState({ step: 'reading', file });
    try {
      const [profiles, target] = await Promise.all([
        mapping === null ? mappingProfilesByLayout(db) : {},
        targetOf(accountId),
      ]);
      const answer = await theReader().readAndPrepare(file, profiles, mapping, target);
      if (mine !== run.current) return;
      const result = answer.read;
      if (!result.ok) {
        setState({ step: 'failed', file, message: result.message });
        return;
      }
      const rows = answer.prepared === null ? null : planRows(result.movements, answer.prepared);
      setState({ step: 'preview', file, read: result, rows });
    } catch (error) {
      if (mine !== run.current) return;
      setState({ step: 'failed', file, message: 'Non è stato possibile leggere il file.' });
      throw error;
    }
  }

  return {
    state,
    saving,
    choose: (file: File) => read(file, null),
    remap: (mapping: ColumnMapping) => {
      if (state.step === 'preview') void read(state.file, mapping);
    },
    changeAccount: async (account: string) => {
      if (state.step !== 'preview') return;
      const mine = ++run.current;
      const rows = await plan(state.read, account);
      if (mine === run.current) setState({ ...state, rows });
    },
    setRows: (rows: PlannedRow[]) => {
      if (state.step === 'preview') setState({ ...state, rows });
    },
    reset: () => {
      run.current += 1;
      setState({ step: 'idle' });
    },
    confirm: async () => {
      if (state.step !== 'preview' || state.rows === null) return;
      const rows = rowsToWrite(state.rows);
      setSaving(true);
      try {
        const { table, format } = state.read;
        await theWriter().commit(db, {
          fileName: state.file.name,
          format,
          accountId,
          rows,
          mappingProfile:
            table?.mapping == null
              ? undefined
              : { layoutKey: table.layoutKey, mapping: table.mapping },
        });
        showSuccess(importedMessage(rows.length));
        run.current += 1;
        setState({ step: 'idle' });
      } catch (error) {
        if (!(error instanceof LedgerError)) throw error;
        showError(error.message);
      } finally {
        setSaving(false);
      }
    },
  };
}
