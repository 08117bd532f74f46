import { useState } from 'react';
import { UserPlus } from 'lucide-react';
import { addClient } from '@traguardo/client-book/client-commands';
import { emptyClientDraft } from '@traguardo/domain/client-draft';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { Button } from '@traguardo/ui/button';
import { showSuccess } from '@traguardo/ui/toast';
import { ClientFormDialog } from '../../components/client-form-dialog';
import { useBook } from '../../data/use-book';

/** 'Nuovo cliente': the client form; 'Salva' adds the client to the open book. */
export function NewClientButton() {
  const [open, setOpen] = useState(false);
  const book = useBook();
  return (
    <>
      <Button icon={UserPlus} onClick={() => setOpen(true)}>
        Nuovo cliente
      </Button>
      {open && (
        <ClientFormDialog
          title="Nuovo cliente"
          initial={emptyClientDraft()}
          onClose={() => setOpen(false)}
          onSave={async (draft) => {
            const client = await addClient(book, draft, todayLocalDate());
            setOpen(false);
            showSuccess('Cliente aggiunto', `${client.name} è nel tuo elenco clienti.`);
          }}
        />
      )}
    </>
  );
}
