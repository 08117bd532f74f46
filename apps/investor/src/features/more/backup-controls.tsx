import { Download, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import {
  backupFileName,
  backupSummary,
  exportBackup,
  type LedgerBackup,
  readBackup,
  restoreBackup,
} from '@traguardo/ledger/backup';
import { type LedgerDatabase } from '@traguardo/ledger/ledger-database';
import { Button, buttonClassName } from '@traguardo/ui/button';
import { ConfirmDialog } from '@traguardo/ui/dialog';
import { downloadFile } from '@traguardo/ui/download-file';
import { showError, showSuccess } from '@traguardo/ui/toast';
import { PROFILE_LABELS } from '../../ledger/profile-labels';
import { useLedger } from '../../ledger/use-ledger';

type PendingRestore = { db: LedgerDatabase; backup: LedgerBackup; summary: string };

/**
 * "Esporta backup" saves every table of the open profile as one JSON file; "Ripristina
 * backup" reads a file, checks all of it (readBackup) and replaces the open profile only
 * after the user confirms what it holds. A file that is refused changes nothing.
 */
export function BackupControls() {
  const db = useLedger();
  const problemId = useId();
  const [exporting, setExporting] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [pending, setPending] = useState<PendingRestore>();
  const [restoring, setRestoring] = useState(false);
  const label = PROFILE_LABELS[db.profile];

  async function exportNow() {
    setExporting(true);
    try {
      const backup = await exportBackup(db);
      const fileName = backupFileName(todayLocalDate());
      downloadFile(new Blob([JSON.stringify(backup)], { type: 'application/json' }), fileName);
      showSuccess('Backup esportato', `${fileName}: ${backupSummary(backup)}.`);
    } catch {
      showError('Backup non riuscito', 'Non è stato possibile leggere i dati. Riprova.');
    } finally {
      setExporting(false);
    }
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so that choosing the same file again reads it again.
    input.value = '';
    if (file === undefined) return;
    let text: string;
    try {
      text = await file.text();
    } catch {
      setProblem('Il file non si può leggere: nulla è stato cambiato.');
      return;
    }
    const reading = readBackup(text);
    if (!reading.ok) {
      setProblem(reading.message);
      return;
    }
    setProblem(undefined);
    setPending({ db, backup: reading.backup, summary: reading.summary });
  }

  async function confirmRestore() {
    if (pending === undefined || restoring) return;
    setRestoring(true);
    try {
      await restoreBackup(pending.db, pending.backup);
      setPending(undefined);
      showSuccess(
        'Backup ripristinato',
        `${PROFILE_LABELS[pending.db.profile]}: ${pending.summary}.`,
      );
    } catch {
      setPending(undefined);
      showError('Ripristino non riuscito', 'I tuoi dati sono rimasti com’erano. Riprova.');
    } finally {
      setRestoring(false);
    }
  }

  return (
    <div className="space-y-2 border-t border-slate-200 pt-4">
      <p className="text-sm text-slate-700">
        {`Il backup è un file con tutti i dati del profilo «${label}»: conti, movimenti, categorie, budget e obiettivi.`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          icon={Download}
          busy={exporting}
          onClick={() => void exportNow()}
        >
          Esporta backup
        </Button>
        <label
          className={buttonClassName({
            variant: 'secondary',
            className:
              'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700',
          })}
        >
          <Upload aria-hidden="true" className="size-5" />
          Ripristina backup
          <input
            type="file"
            accept="application/json,.json"
            className="sr-only"
            aria-describedby={problem === undefined ? undefined : problemId}
            onChange={(event) => void chooseFile(event)}
          />
        </label>
      </div>
      {problem !== undefined && (
        <p id={problemId} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <ConfirmDialog
        open={pending !== undefined}
        title="Ripristinare questo backup?"
        description={
          pending === undefined
            ? undefined
            : `Il backup contiene ${pending.summary}. Tutti i dati del profilo «${PROFILE_LABELS[pending.db.profile]}» saranno sostituiti da quelli del backup.`
        }
        confirmLabel={restoring ? 'Ripristino…' : 'Ripristina'}
        tone="danger"
        onConfirm={() => void confirmRestore()}
        onClose={() => setPending(undefined)}
      />
    </div>
  );
}
