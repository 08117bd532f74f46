import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { restoreClient } from '@traguardo/client-book/client-commands';
import { archivedClients } from '@traguardo/client-book/client-queries';
import { Button } from '@traguardo/ui/button';
import { showSuccess } from '@traguardo/ui/toast';
import { useBook, useBookQuery } from '../../data/use-book';

/** The archived clients of the open book, each with 'Ripristina'; nothing when there are none. */
export function ArchivedClients() {
  const book = useBook();
  const archived = useBookQuery(archivedClients, []);
  if (archived === undefined || archived.length === 0) return null;
  return (
    <Disclosure as="section" className="rounded-2xl border border-slate-200 bg-white p-4">
      <DisclosureButton className="text-sm font-medium text-slate-800">
        {`Clienti archiviati (${archived.length})`}
      </DisclosureButton>
      <DisclosurePanel as="ul" className="mt-3 space-y-2">
        {archived.map((client) => (
          <li key={client.id} className="flex items-center justify-between gap-3">
            <span className="text-slate-900">{client.name}</span>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Ripristina ${client.name}`}
              onClick={() =>
                void restoreClient(book, client.id).then(() =>
                  showSuccess('Cliente ripristinato', `${client.name} è di nuovo nel tuo elenco.`),
                )
              }
            >
              Ripristina
            </Button>
          </li>
        ))}
      </DisclosurePanel>
    </Disclosure>
  );
}
