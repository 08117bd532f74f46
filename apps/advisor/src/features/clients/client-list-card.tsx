import { memo } from 'react';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { bookClientAlerts } from '@traguardo/domain/client-book-alerts';
import {
  formatCount,
  formatDate,
  formatDecimal,
  formatEuro,
  formatPercent,
} from '@traguardo/domain/format';
import { DetailList } from '@traguardo/ui/detail-list';
import { StatusBadge } from '@traguardo/ui/status-badge';
import { ClientLink, type ClientCard, type ClientCardProps } from '../../components/client-link';

/**
 * One client of the list; the whole card opens the detail page. Memoized:
 * a search keystroke re-renders only the cards whose client changed.
 */
export const ClientListCard = memo(function ClientListCard({ client, onSelect }: ClientCardProps) {
  const alerts = bookClientAlerts(client, todayLocalDate()).length;
  // The card is named by its link, the client's name (WCAG 2.5.3: the visible text is the
  // name); the link's ::after stretches over the card, so the whole card stays clickable.
  return (
    <article className="relative rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-500 hover:shadow-md has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-base font-semibold wrap-anywhere text-slate-900">
          <ClientLink
            client={client}
            onSelect={onSelect}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
          >
            {client.name}
          </ClientLink>
        </h2>
        <div className="flex shrink-0 items-center gap-2">
          {alerts > 0 && (
            <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">
              {formatCount(alerts, 'avviso', 'avvisi')}
            </span>
          )}
          <StatusBadge status={client.status} set="dashboard" />
        </div>
      </div>
      <DetailList
        items={[
          { label: 'Patrimonio', value: formatEuro(client.netWorth) },
          { label: 'Risparmio', value: formatPercent(client.savingsRate) },
          { label: 'Fondo emergenza', value: `${formatDecimal(client.emergencyFund)} mesi` },
          { label: 'Ultimo contatto', value: formatDate(client.lastContact) },
        ]}
        className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4"
      />
    </article>
  );
});

export const clientListCard: ClientCard = { component: ClientListCard, estimatedHeight: 158 };
