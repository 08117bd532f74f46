import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { Search, Users } from 'lucide-react';
import { type BookClient } from '@traguardo/domain/client-book-schemas';
import { type Client } from '@traguardo/domain/entities';
import { formatCount } from '@traguardo/domain/format';
import { EmptyState } from '@traguardo/ui/empty-state';
import { ScreenHeader } from '@traguardo/ui/screen-header';
import { ClientCardList } from '../../components/client-card-list';
import { useQueryState } from '@traguardo/ui/use-query-state';
import { type ClientSort, clientSortParams, readClientSort } from '@traguardo/domain/client-sort';
import { useMediaQuery } from '../../components/use-media-query';
import { useBookClients } from '../../data/use-book';
import { ArchivedClients } from './archived-clients';
import { ClientsTable } from './clients-table';
import { clientListCard } from './client-list-card';
import { ImportClientsButton } from './import-clients-button';
import { ImportFileButton } from './import-file-button';
import { NewClientButton } from './new-client-button';
import { createClientSearch } from './search-clients';

const NO_CLIENTS: readonly Client[] = [];
const NO_ARCHIVED: readonly BookClient[] = [];

// The imports' list (and the importer behind its undo) loads after the list: not first-load code.
const ClientImports = lazy(() =>
  import('./client-imports').then((m) => ({ default: m.ClientImports })),
);
const DESKTOP = '(min-width: 1024px)';

type ClientsView = { table: boolean; sort: ClientSort | undefined };

function readView(params: URLSearchParams): ClientsView {
  return { table: params.get('vista') === 'tabella', sort: readClientSort(params) };
}

function writeView(view: ClientsView): URLSearchParams {
  return new URLSearchParams([
    ...(view.table ? [['vista', 'tabella']] : []),
    ...clientSortParams(view.sort),
  ]);
}

const toggleClass =
  'rounded-lg px-3 py-1.5 text-sm font-medium aria-pressed:bg-brand-700 aria-pressed:text-white';

/** The open book's clients; `clients` replaces the book (tests of long lists). */
export function ClientsScreen({ clients: given }: { clients?: readonly Client[] }) {
  // One read of the book for the list and the archived clients below it.
  const book = useBookClients();
  const clients = given ?? book?.active ?? NO_CLIENTS;
  const desktop = useMediaQuery(DESKTOP);
  const [view, setView] = useQueryState(readView, writeView);
  const table = desktop && view.table;
  const [query, setQuery] = useState('');
  const searchId = useId();
  const search = useMemo(() => createClientSearch(clients), [clients]);
  const shown = useMemo(() => search(query), [search, query]);

  // The book is being read (and, in the route's HTML, not read at all): the screen's
  // texts and controls, no count, the list's place held.
  const reading = given === undefined && book === undefined;

  return (
    <div className="space-y-4">
      <ScreenHeader
        title="Clienti"
        description={
          reading
            ? ''
            : formatCount(clients.length, 'cliente in portafoglio', 'clienti in portafoglio')
        }
      />
      <div className="flex flex-wrap items-center gap-2">
        <NewClientButton />
        <ImportClientsButton />
        <ImportFileButton />
        {desktop && (
          <div
            role="group"
            aria-label="Vista"
            className="ml-auto flex gap-1 rounded-xl border border-slate-300 bg-white p-1"
          >
            <button
              type="button"
              aria-pressed={!table}
              className={toggleClass}
              onClick={() => setView((current) => ({ ...current, table: false }))}
            >
              Schede
            </button>
            <button
              type="button"
              aria-pressed={table}
              className={toggleClass}
              onClick={() => setView((current) => ({ ...current, table: true }))}
            >
              Tabella
            </button>
          </div>
        )}
      </div>
      <div role="search" className="relative">
        <label htmlFor={searchId} className="sr-only">
          Cerca cliente per nome o email
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Cerca cliente per nome o email"
          autoComplete="off"
          className="w-full rounded-xl border border-slate-300 bg-white py-2.5 pr-3 pl-10 text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
        />
      </div>
      <p className="sr-only" role="status">
        {query.trim() === '' ? '' : formatCount(shown.length, 'cliente trovato', 'clienti trovati')}
      </p>
      {reading ? (
        <div aria-busy="true" className="min-h-screen" />
      ) : clients.length === 0 ? (
        // An empty book: what to do, with the buttons above, not "no match".
        <EmptyState
          icon={Users}
          title="Nessun cliente in portafoglio"
          description="Aggiungi il primo con «Nuovo cliente», importa un elenco in CSV o Excel con «Importa clienti» o il file di un investitore con «Importa fascicolo»."
        />
      ) : shown.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
          Nessun cliente corrisponde alla ricerca.
        </p>
      ) : table ? (
        <ClientsTable
          clients={shown}
          sort={view.sort}
          onSort={(sort) => setView((current) => ({ ...current, sort }))}
        />
      ) : (
        <ClientCardList clients={shown} label="Elenco clienti" card={clientListCard} />
      )}
      <ArchivedClients archived={book?.archived ?? NO_ARCHIVED} />
      <Suspense fallback={null}>
        <ClientImports />
      </Suspense>
    </div>
  );
}
