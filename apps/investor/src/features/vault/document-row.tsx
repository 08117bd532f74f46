import { Eye, FileText, Trash2 } from 'lucide-react';
import { type DocumentType, type VaultDocument } from '@traguardo/domain/entities';
import { formatDate, formatFileSize } from '@traguardo/domain/format';
import { Button } from '@traguardo/ui/button';
import { SelectField } from '@traguardo/ui/select-field';
import { DocumentStatusIcon } from './document-status-icon';
import { documentTypeLabel, documentTypeOf, documentTypeOptions } from './document-type-label';

/** What the user may do with a document of their own (the demo's samples offer none). */
export type OwnDocumentActions = {
  /** Opens the document's own file. */
  onOpen: () => void;
  onTypeChange: (type: DocumentType) => void;
  onDelete: () => void;
};

type DocumentRowProps = {
  document: VaultDocument;
  actions?: OwnDocumentActions | undefined;
};

export function DocumentRow({ document, actions }: DocumentRowProps) {
  return (
    <li className="flex items-start gap-3 border-b border-slate-100 py-3 last:border-b-0">
      <FileText aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-600" />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-slate-900">{document.name}</p>
        <p className="text-sm text-slate-600">{document.description}</p>
        <p className="mt-1 text-xs text-slate-600">
          {documentTypeLabel[document.type]} · Caricato il{' '}
          <time dateTime={document.uploadDate}>{formatDate(document.uploadDate)}</time> ·{' '}
          {formatFileSize(document.size)}
        </p>
        {actions !== undefined && (
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <div className="w-40">
              <SelectField
                id={`tipo-${document.id}`}
                label={`Tipo di ${document.name}`}
                hideLabel
                value={document.type}
                options={documentTypeOptions}
                onChange={(value) => {
                  const type = documentTypeOf(value);
                  if (type !== undefined) actions.onTypeChange(type);
                }}
              />
            </div>
            <Button
              onClick={actions.onOpen}
              aria-label={`Visualizza ${document.name}`}
              variant="secondary"
              size="sm"
              icon={Eye}
            >
              Visualizza
            </Button>
            <Button
              onClick={actions.onDelete}
              aria-label={`Elimina ${document.name}`}
              variant="ghost"
              size="sm"
              icon={Trash2}
            >
              Elimina
            </Button>
          </div>
        )}
      </div>
      <DocumentStatusIcon status={document.status} />
    </li>
  );
}
