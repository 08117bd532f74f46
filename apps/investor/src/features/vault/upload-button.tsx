import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Upload } from 'lucide-react';
import { MESSAGES } from '@traguardo/domain/messages';
import { UPLOAD_ACCEPT_ATTRIBUTE } from '@traguardo/domain/upload-formats';
import { Button } from '@traguardo/ui/button';
import { showError, showSuccess } from '@traguardo/ui/toast';
import { useDocumentsStore } from '../../stores/documents-store';
import {
  checkUpload,
  type UploadProblem,
  unreadableFile,
} from '@traguardo/domain/upload-validation';
import { UploadProblemMessage } from './upload-problem-message';

type RefusedFile = { fileName: string; problem: UploadProblem };

export function UploadButton() {
  const inputRef = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const [refused, setRefused] = useState<RefusedFile | undefined>(undefined);
  const uploading = useDocumentsStore((state) => state.uploadStatus === 'uploading');
  const upload = useDocumentsStore((state) => state.upload);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that picking the same file again fires another change.
    input.value = '';
    if (file === undefined) return;
    setRefused(undefined);
    const check = await checkUpload(file);
    if (!check.ok) {
      setRefused({ fileName: file.name, problem: check.problem });
      return;
    }
    const outcome = await upload(file, check.type);
    if (outcome.status === 'unreadable') {
      setRefused({ fileName: file.name, problem: unreadableFile });
      return;
    }
    if (outcome.status !== 'done') return;
    // Saved only when the device confirmed it; a file kept in memory is no success.
    if (outcome.fileKept === 'memory') {
      showError(
        'Documento non salvato sul dispositivo',
        `Il browser non ha salvato il file di ${outcome.document.name}: si potrà aprire solo finché questa scheda è aperta.`,
      );
      return;
    }
    showSuccess(
      MESSAGES.documentUploaded,
      `${outcome.document.name} è stato salvato in modo sicuro.`,
    );
  }

  return (
    <div className="flex flex-col gap-2 sm:items-end">
      <input
        ref={inputRef}
        id="vault-file"
        type="file"
        accept={UPLOAD_ACCEPT_ATTRIBUTE}
        // Hidden from everyone, assistive technology included: "Carica documento" opens it,
        // so the page has one control for the action, not two.
        hidden
        disabled={uploading}
        onChange={(event) => void onChange(event)}
      />
      <Button
        size="lg"
        icon={Upload}
        busy={uploading}
        aria-describedby={refused === undefined ? undefined : messageId}
        onClick={() => inputRef.current?.click()}
      >
        {uploading ? 'Caricamento in corso...' : 'Carica documento'}
      </Button>
      {refused !== undefined && (
        <UploadProblemMessage
          id={messageId}
          fileName={refused.fileName}
          problem={refused.problem}
        />
      )}
    </div>
  );
}
