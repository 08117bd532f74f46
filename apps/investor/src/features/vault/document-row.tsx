import { Eye, FileText } from 'lucide-react';
import { type VaultDocument } from '@traguardo/domain/entities';
import { formatDate, formatFileSize } from '@traguardo/domain/format';
import { DocumentStatusIcon } from './document-status-icon';
import { documentTypeLabel } from './document-type-label';
import { Button } from '@traguardo/ui/button';

type DocumentRowProps = {
  document: VaultDocument;
  /** Opens the document's own file; only the user's uploads have one. */
  onOpen?: (() => void) | undefined;
};

export function DocumentRow({ document, onOpen }: DocumentRowProps) {
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
        {onOpen !== undefined && (
          <Button
            onClick={onOpen}
            aria-label={`Visualizza ${document.name}`}
            variant="secondary"
            size="sm"
            className="mt-2"
            icon={Eye}
          >
            Visualizza
          </Button>
        )}
      </div>
      <DocumentStatusIcon status={document.status} />
    </li>
  );
}
