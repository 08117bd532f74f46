import { addClient } from '@traguardo/client-book/client-commands';
import { emptyClientDraft } from '@traguardo/domain/client-draft';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { showSuccess } from '@traguardo/ui/toast';
import { ClientFormDialog } from '../../components/client-form-dialog';
import { useBook } from '../../data/use-book';

/** The 'Nuovo cliente' form: 'Salva' adds the client to the open book. */
export function NewClientDialog({ onClose }: { onClose: () => void }) {
  const book = useBook();
  return (
    <ClientFormDialog
      title="Nuovo cliente"
      initial={emptyClientDraft()}
      onClose={onClose}
      onSave={async (draft) => {
        const client = await addClient(book, draft, todayLocalDate());
        onClose();
        showSuccess('Cliente aggiunto', `${client.name} è nel tuo elenco clienti.`);
      }}
    />
  );
}
