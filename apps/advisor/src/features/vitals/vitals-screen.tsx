import { useMemo, useRef, useState } from 'react';
import { Download, SlidersHorizontal, Users, Wallet } from 'lucide-react';
import { type Client } from '@traguardo/domain/entities';
import { formatEuro, formatNumber } from '@traguardo/domain/format';
import { totalAum } from '@traguardo/domain/status';
import { StatTile } from '@traguardo/ui/stat-tile';
import { showSuccess } from '@traguardo/ui/toast';
import { useApp } from '@traguardo/ui/use-app';
import { VirtualCardList } from '../../components/virtual-card-list';
import { clients as allClients, clientKey } from '../../data/clients';
import { AumTrendCard } from './aum-trend-card';
import { StatusDonutCard } from './status-donut-card';
import { filterByStatus, statusFilterCounts, type StatusFilter } from './status-filter';
import { StatusFilterBar } from './status-filter-bar';
import { VitalsClientCard } from './vitals-client-card';

const buttonClass =
  'inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** A card's height on a phone, until the first card is measured. */
const CARD_HEIGHT = 262;

export function VitalsScreen({ clients = allClients }: { clients?: readonly Client[] }) {
  const { setSelectedClient } = useApp();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const filterBar = useRef<HTMLDivElement>(null);
  // Once per client list, not on every filter switch.
  const counts = useMemo(() => statusFilterCounts(clients), [clients]);
  const aum = useMemo(() => formatEuro(totalAum(clients)), [clients]);
  const shown = useMemo(() => filterByStatus(clients, filter), [clients, filter]);

  return (
    <div className="space-y-5">
      <title>Dashboard Vitali · Traguardo</title>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Dashboard Vitali</h1>
          <p className="text-slate-600">Monitoraggio KPI di tutti i clienti</p>
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            className={buttonClass}
            onClick={() =>
              showSuccess('Esportazione pronta', 'Il riepilogo KPI dei clienti è stato preparato.')
            }
          >
            <Download className="size-4" aria-hidden="true" />
            Esporta
          </button>
          <button
            type="button"
            className={buttonClass}
            onClick={() => {
              filterBar.current?.scrollIntoView({ block: 'center' });
              filterBar.current?.focus();
            }}
          >
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            Filtri
          </button>
        </div>
      </header>

      <section aria-label="Riepilogo" className="grid gap-3 sm:grid-cols-2">
        <StatTile label="Clienti totali" value={formatNumber(clients.length)} icon={Users} />
        <StatTile label="AUM totale" value={aum} icon={Wallet} tone="blue" />
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        <AumTrendCard />
        <StatusDonutCard counts={counts} />
      </div>

      <section aria-labelledby="vitals-clients" className="space-y-3">
        <h2 id="vitals-clients" className="text-lg font-semibold text-slate-900">
          Clienti
        </h2>
        <StatusFilterBar ref={filterBar} value={filter} counts={counts} onChange={setFilter} />
        <VirtualCardList
          items={shown}
          getKey={clientKey}
          label="Clienti filtrati"
          estimateSize={CARD_HEIGHT}
          renderItem={(client) => <VitalsClientCard client={client} onSelect={setSelectedClient} />}
        />
      </section>
    </div>
  );
}
