import { useState } from 'react';
import { Archive, ArchiveRestore, Pencil } from 'lucide-react';
import { archiveClient, restoreClient, updateClient } from '@traguardo/client-book/client-commands';
import { type BookClient } from '@traguardo/domain/client-book-schemas';
import { clientDraftOf } from '@traguardo/domain/client-draft';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { formatDate } from '@traguardo/domain/format';
import { Button } from '@traguardo/ui/button';
import { ConfirmDialog } from '@traguardo/ui/dialog';
import { showSuccess } from '@traguardo/ui/toast';
import { ClientFormDialog } from '../../components/client-form-dialog';
import { useBook } from '../../data/use-book';

/** Edit, archive and restore a client of the open book, from its page. */
export function ClientBookActions({ client }: { client: BookClient }) {
  const book = useBook();
  const [editing, setEditing] = useState(false);
  const [archiving, setArchiving] = useState(false);

  return (
    <div className="space-y-3">
      {client.fileDate !== undefined && (
        <p className="text-sm text-slate-700">
          Ultimo aggiornamento: {formatDate(client.fileDate)} (fascicolo dell’investitore)
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" icon={Pencil} onClick={() => setEditing(true)}>
          Modifica
        </Button>
        {client.archived ? (
          <Button
            variant="secondary"
            size="sm"
            icon={ArchiveRestore}
            onClick={() =>
              void restoreClient(book, client.id).then(() =>
                showSuccess('Cliente ripristinato', `${client.name} è di nuovo nel tuo elenco.`),
              )
            }
          >
            Ripristina
          </Button>
        ) : (
          <Button variant="danger" size="sm" icon={Archive} onClick={() => setArchiving(true)}>
            Archivia
          </Button>
        )}
      </div>
      {editing && (
        <ClientFormDialog
          title="Modifica cliente"
          initial={clientDraftOf(client)}
          onClose={() => setEditing(false)}
          onSave={async (draft) => {
            await updateClient(book, client.id, draft, todayLocalDate());
            setEditing(false);
            showSuccess('Cliente aggiornato', 'Le modifiche sono state salvate.');
          }}
        />
      )}
      <ConfirmDialog
        open={archiving}
        title={`Archiviare ${client.name}?`}
        description="Il cliente esce dall’elenco, dai Vitali e dai totali. Potrai ripristinarlo quando vuoi: nulla viene cancellato."
        confirmLabel="Archivia"
        tone="danger"
        onClose={() => setArchiving(false)}
        onConfirm={() => {
          setArchiving(false);
          void archiveClient(book, client.id).then(() =>
            showSuccess('Cliente archiviato', `${client.name} è tra i clienti archiviati.`),
          );
        }}
      />
    </div>
  );
}
