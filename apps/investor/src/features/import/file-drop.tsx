import { Upload } from 'lucide-react';
import { IMPORT_TEXTS } from './import-texts';

type FileDropProps = {
  disabled?: boolean;
  onFile: (file: File) => void;
};

const ACCEPT = '.csv,.txt,.xlsx,.xls,.ofx,.qfx,.xml';

/**
 * The statement file ("File dei movimenti"): a native file input drawn as a large target, so
 * a file is chosen with the keyboard or the mouse, or dropped on it, the browser's own way.
 */
export function FileDrop({ disabled = false, onFile }: FileDropProps) {
  return (
    <div className="space-y-2">
      <label htmlFor="importa-file" className="flex items-center gap-2 font-medium text-slate-900">
        <Upload aria-hidden className="size-5" />
        {IMPORT_TEXTS.fileLabel}
      </label>
      <p id="importa-file-aiuto" className="text-sm text-slate-600">
        Scegli il file o trascinalo qui sotto. {IMPORT_TEXTS.fileHint}
      </p>
      <input
        id="importa-file"
        type="file"
        accept={ACCEPT}
        disabled={disabled}
        aria-describedby="importa-file-aiuto"
        className="block w-full cursor-pointer rounded-xl border-2 border-dashed border-slate-300 p-6 text-sm text-slate-700 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file !== undefined) onFile(file);
          // The same file chosen again (after an undo) is a new choice.
          event.target.value = '';
        }}
      />
    </div>
  );
}
