import { useRef, type ChangeEvent } from 'react';
import { LoaderCircle, Upload } from 'lucide-react';
import { showError, showSuccess } from '@traguardo/ui/toast';
import { MESSAGES } from '@traguardo/domain/messages';
import { useDocumentsStore } from '../../stores/documents-store';
import { validateUpload } from './validate-upload';

// Extensions and MIME types both, so every system's file picker offers the right files.
const accept = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

export function UploadButton() {
  const inputRef = useRef<HTMLInputElement>(null);
  const uploading = useDocumentsStore((state) => state.uploadStatus === 'uploading');
  const upload = useDocumentsStore((state) => state.upload);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that picking the same file again fires another change.
    input.value = '';
    if (file === undefined) return;
    const problem = validateUpload(file);
    if (problem !== undefined) {
      showError(problem.title, problem.description);
      return;
    }
    const document = await upload(file);
    if (document !== undefined) {
      showSuccess(MESSAGES.documentUploaded, `${document.name} è stato salvato in modo sicuro.`);
    }
  }

  return (
    <>
      <input
        ref={inputRef}
        id="vault-file"
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-label="Scegli un documento da caricare"
        disabled={uploading}
        onChange={(event) => void onChange(event)}
      />
      <button
        type="button"
        disabled={uploading}
        onClick={() => inputRef.current?.click()}
        className="flex items-center justify-center gap-2 rounded-xl bg-brand-700 px-4 py-3 font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:bg-slate-400"
      >
        {uploading ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <Upload aria-hidden="true" className="size-5" />
        )}
        {uploading ? 'Caricamento in corso...' : 'Carica documento'}
      </button>
    </>
  );
}
