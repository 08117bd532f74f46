import { type BookClient } from '@traguardo/domain/client-book-schemas';
import { Button } from '@traguardo/ui/button';
import { showSuccess } from '@traguardo/ui/toast';
import { useBook } from '../../data/use-book';

/** The archived clients of the open book, each with 'Ripristina'; nothing when there are none. */
export function ArchivedClients({ archived }: { archived: readonly BookClient[] }) {
  const book = useBook();
  if (archived.length === 0) return null;
  return (
    // A native disclosure: no script of its own in Clienti's first load.
    <details className="rounded-2xl border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer text-sm font-medium text-slate-800">
        {`Clienti archiviati (${archived.length})`}
      </summary>
      <ul className="mt-3 space-y-2">
        {archived.map((client) => (
          <li key={client.id} className="flex items-center justify-between gap-3">
            <span className="text-slate-900">{client.name}</span>
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Ripristina ${client.name}`}
              onClick={async () => {
                // The book's commands are not part of Clienti's first load.
                const { restoreClient } = await import('@traguardo/client-book/client-commands');
                await restoreClient(book, client.id);
                showSuccess('Cliente ripristinato', `${client.name} è di nuovo nel tuo elenco.`);
              }}
            >
              Ripristina
            </Button>
          </li>
        ))}
      </ul>
    </details>
  );
}
