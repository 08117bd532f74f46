import { useId } from 'react';
import { FileText } from 'lucide-react';
import { type ClientDocument } from '@traguardo/domain/entities';
import { formatDate, formatFileSize } from '@traguardo/domain/format';
import { showSuccess } from '@traguardo/ui/toast';
import { Button } from '@traguardo/ui/button';
import { EmptyState } from '@traguardo/ui/empty-state';

export function DocumentsTab({ documents }: { documents: readonly ClientDocument[] }) {
  const baseId = useId();
  if (documents.length === 0) {
    return (
      <EmptyState
        icon={FileText}
        title="Nessun documento"
        description="Traguardo non ha documenti di questo cliente: il fascicolo dell’investitore non li include. Chiedili al cliente e conservali nel tuo archivio."
      />
    );
  }
  return (
    <ul className="divide-y divide-slate-200">
      {documents.map((doc) => {
        const nameId = `${baseId}-${doc.id}`;
        return (
          <li key={doc.id} className="flex items-center gap-3 py-3">
            <FileText className="size-6 shrink-0 text-brand-700" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p id={nameId} className="truncate font-medium text-slate-900">
                {doc.name}
              </p>
              <p className="text-sm text-slate-600">
                {formatDate(doc.date)} · {formatFileSize(doc.size)}
              </p>
            </div>
            {/* The visible name stays 'Visualizza'; the description says which document. */}
            <Button
              aria-describedby={nameId}
              onClick={() =>
                showSuccess(doc.name, 'Anteprima disponibile nella versione completa.')
              }
              variant="outline"
              size="sm"
            >
              Visualizza
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
