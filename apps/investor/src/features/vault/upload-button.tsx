import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Upload } from 'lucide-react';
import { findDuplicate } from '@traguardo/domain/documents';
import { formatDate, formatFileSize } from '@traguardo/domain/format';
import { MESSAGES } from '@traguardo/domain/messages';
import { type AcceptedMimeType, UPLOAD_ACCEPT_ATTRIBUTE } from '@traguardo/domain/upload-formats';
import { Button } from '@traguardo/ui/button';
import { ConfirmDialog } from '@traguardo/ui/dialog';
import { SelectField } from '@traguardo/ui/select-field';
import { showError, showSuccess } from '@traguardo/ui/toast';
import { type VaultDocument } from '@traguardo/domain/entities';
import { useDocumentsStore } from '../../stores/documents-store';
import {
  checkUpload,
  type UploadProblem,
  unreadableFile,
} from '@traguardo/domain/upload-validation';
import { documentTypeOf, documentTypeOptions } from './document-type-label';
import { UploadProblemMessage } from './upload-problem-message';

type RefusedFile = { fileName: string; problem: UploadProblem };
type PendingDuplicate = { file: File; type: AcceptedMimeType; duplicate: VaultDocument };

// Without a choice the type is read from the file's name (polizza → Assicurazione…).
const FROM_NAME = 'dal-nome';
const typeChoices = [{ value: FROM_NAME, label: 'Dal nome del file' }, ...documentTypeOptions];

export function UploadButton() {
  const inputRef = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const typeId = useId();
  const [refused, setRefused] = useState<RefusedFile | undefined>(undefined);
  const [documentType, setDocumentType] = useState(FROM_NAME);
  const [pending, setPending] = useState<PendingDuplicate | undefined>(undefined);
  const uploading = useDocumentsStore((state) => state.uploadStatus === 'uploading');
  const upload = useDocumentsStore((state) => state.upload);

  async function store(file: File, type: AcceptedMimeType) {
    const outcome = await upload(file, type, documentTypeOf(documentType));
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
    const duplicate = findDuplicate(useDocumentsStore.getState().documents, file);
    if (duplicate !== undefined) {
      setPending({ file, type: check.type, duplicate });
      return;
    }
    await store(file, check.type);
  }

  return (
    <div className="flex flex-col gap-2 sm:items-end">
      <div className="w-full sm:w-56">
        <SelectField
          id={typeId}
          label="Tipo di documento"
          value={documentType}
          options={typeChoices}
          onChange={setDocumentType}
        />
      </div>
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
      {pending !== undefined && (
        <ConfirmDialog
          open
          title="Documento già presente"
          description={`Nel Vault c’è già «${pending.duplicate.name}» (${formatFileSize(pending.duplicate.size)}), caricato il ${formatDate(pending.duplicate.uploadDate)}: lo stesso nome e la stessa dimensione. Vuoi caricarlo di nuovo?`}
          confirmLabel="Carica di nuovo"
          onConfirm={() => {
            setPending(undefined);
            void store(pending.file, pending.type);
          }}
          onClose={() => setPending(undefined)}
        />
      )}
    </div>
  );
}
