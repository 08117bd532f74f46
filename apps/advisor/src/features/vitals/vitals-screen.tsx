import { useMemo, useState } from 'react';
import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { Download, SlidersHorizontal, Users, Wallet } from 'lucide-react';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { filterByCriteria, hasCriteria } from '@traguardo/domain/client-criteria';
import { AUM_CHART_MONTHS } from '@traguardo/domain/constants';
import { type Client } from '@traguardo/domain/entities';
import { formatCount, formatEuro, formatNumber } from '@traguardo/domain/format';
import { totalAum } from '@traguardo/domain/status';
import { demoAumTrend } from '@traguardo/sample-data/series';
import { StatTile } from '@traguardo/ui/stat-tile';
import { showError, showSuccess } from '@traguardo/ui/toast';
import { LiveOnly } from '@traguardo/ui/live-only';
import { ClientCardList } from '../../components/client-card-list';
import { useActiveClients } from '../../data/use-book';
import { useBookStore } from '../../stores/book-store';
import { AumTrendCard } from './aum-trend-card';
import { ActiveFilterChips } from './active-filter-chips';
import { withoutCriterion } from './criteria-chips';
import { FiltersPanel } from './filters-panel';
import { StatusDonutCard } from './status-donut-card';
import { filterByStatus, statusFilterCounts } from './status-filter';
import { StatusFilterBar } from './status-filter-bar';
import { useClientsCsvExport } from './use-clients-csv-export';
import { useVitalsView } from './use-vitals-view';
import { vitalsClientCard } from './vitals-client-card';

const buttonClass =
  'inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-white';

/** The tiles and the donut describe the whole book: the filters narrow the list only. */
const ALL_CLIENTS_CAPTION = 'Su tutti i clienti, senza filtri.';
const FILTER_ERRORS_NOTICE =
  'Un filtro contiene un errore e non è applicato: l’elenco non ne tiene conto finché non lo correggi.';
const NO_MATCH_NOTICE = 'Nessun cliente corrisponde ai filtri.';

const NO_CLIENTS: readonly Client[] = [];

/** A figure's place while the book is read: a line of its height, no text. */
const HELD = '\u00a0';

/** The open book's vitals; `clients` replaces the book (tests of long lists). */
export function VitalsScreen({ clients: given }: { clients?: readonly Client[] }) {
  const book = useActiveClients();
  const clients = given ?? book ?? NO_CLIENTS;
  const [view, setView] = useVitalsView();
  const [filterErrors, setFilterErrors] = useState(false);
  const [filtersKey, setFiltersKey] = useState(0);
  const { status: filter, criteria } = view;
  // Today's date, fixed for the life of the screen: 'last contact older than' counts from it.
  const [today] = useState(() => todayLocalDate());
  // The donut and the tiles describe every client; the status buttons count what the
  // criteria keep. Each is computed once per list or criteria, not per status switch.
  const counts = useMemo(() => statusFilterCounts(clients), [clients]);
  const aumTotal = useMemo(() => totalAum(clients), [clients]);
  const aum = formatEuro(aumTotal);
  // The demo's trend ends this month at the AUM shown; the own book keeps no history.
  const bookName = useBookStore((state) => state.book);
  const trend = useMemo(
    () => (bookName === 'demo' ? demoAumTrend(aumTotal, today, AUM_CHART_MONTHS) : null),
    [bookName, aumTotal, today],
  );
  const matching = useMemo(
    () => filterByCriteria(clients, criteria, today),
    [clients, criteria, today],
  );
  const filterCounts = useMemo(
    () => (matching === clients ? counts : statusFilterCounts(matching)),
    [matching, clients, counts],
  );
  const shown = useMemo(() => filterByStatus(matching, filter), [matching, filter]);
  const exportClientsCsv = useClientsCsvExport();
  const exportShown = async () => {
    let fileName: string;
    try {
      fileName = await exportClientsCsv(shown, today);
    } catch {
      showError('Esportazione non riuscita', 'Non è stato possibile creare il file CSV: riprova.');
      return;
    }
    showSuccess(
      'Esportazione pronta',
      `Il riepilogo KPI di ${formatCount(shown.length, 'cliente', 'clienti')} è stato preparato: ${fileName}.`,
    );
  };

  // The book is being read (and, in the route's HTML, not read at all): the header and its
  // controls, the rest's place held.
  const reading = given === undefined && book === undefined;

  return (
    <div className="space-y-5">
      <title>Dashboard Vitali · Traguardo</title>
      <Disclosure>
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold text-slate-900">Dashboard Vitali</h1>
            <p className="text-slate-600">Monitoraggio KPI di tutti i clienti</p>
          </div>
          <div className="flex gap-2">
            {/* Until the book is read there is nothing to export: a click would write an
                empty file. */}
            <button
              type="button"
              className={buttonClass}
              disabled={reading}
              onClick={() => void exportShown()}
            >
              <Download className="size-4" aria-hidden="true" />
              Esporta
            </button>
            <DisclosureButton className={buttonClass}>
              <SlidersHorizontal className="size-4" aria-hidden="true" />
              Filtri
            </DisclosureButton>
          </div>
        </header>
        {/* Kept mounted while closed: what was typed in the filters stays. */}
        <DisclosurePanel unmount={false}>
          <LiveOnly>
            <FiltersPanel
              key={filtersKey}
              criteria={criteria}
              onChange={(change, options) =>
                setView((current) => ({ ...current, criteria: change(current.criteria) }), options)
              }
              onErrorsChange={setFilterErrors}
            />
          </LiveOnly>
        </DisclosurePanel>
      </Disclosure>

      {/* Every figure is the book's, none in the route's HTML: while it is read the tiles and
          cards show their titles, the figures' places held. */}
      <section aria-label="Riepilogo" aria-busy={reading} className="space-y-2">
        <div className="grid gap-3 sm:grid-cols-2">
          <StatTile
            label="Clienti totali"
            value={reading ? HELD : formatNumber(clients.length)}
            icon={Users}
          />
          <StatTile label="AUM totale" value={reading ? HELD : aum} icon={Wallet} tone="blue" />
        </div>
        <p className="text-sm text-slate-600">{ALL_CLIENTS_CAPTION}</p>
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        <AumTrendCard trend={reading ? undefined : trend} />
        <StatusDonutCard counts={reading ? undefined : counts} caption={ALL_CLIENTS_CAPTION} />
      </div>

      {reading ? (
        <div aria-busy="true" className="min-h-screen" />
      ) : (
        <section aria-labelledby="vitals-clients" className="space-y-3">
          <h2 id="vitals-clients" className="text-lg font-semibold text-slate-900">
            Clienti
          </h2>
          <StatusFilterBar
            value={filter}
            counts={filterCounts}
            onChange={(status) => setView((current) => ({ ...current, status }))}
          />
          <ActiveFilterChips
            criteria={criteria}
            onRemove={(key) =>
              setView((current) => ({
                ...current,
                criteria: withoutCriterion(current.criteria, key),
              }))
            }
            typedErrors={filterErrors}
            onClear={() => {
              setView(() => ({ status: 'all', criteria: {} }));
              // The typed filters start again empty, those with an error too.
              setFiltersKey((key) => key + 1);
            }}
          />
          {filterErrors && (
            <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              {FILTER_ERRORS_NOTICE}
            </p>
          )}
          {shown.length === 0 && (filter !== 'all' || hasCriteria(criteria)) && (
            <p className="text-sm text-slate-700">{NO_MATCH_NOTICE}</p>
          )}
          <ClientCardList clients={shown} label="Clienti filtrati" card={vitalsClientCard} />
        </section>
      )}
    </div>
  );
}
