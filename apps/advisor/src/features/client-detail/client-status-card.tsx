import { useId } from 'react';
import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { setStatusOverride } from '@traguardo/client-book/client-commands';
import { type BookClient } from '@traguardo/domain/client-book-schemas';
import { computedClientStatus, indicatorChecks } from '@traguardo/domain/client-status';
import { type ClientStatus } from '@traguardo/domain/entities';
import { CLIENT_STATUSES, isClientStatus, statusLabel } from '@traguardo/domain/status';
import { Card, CardContent, CardHeader, CardTitle } from '@traguardo/ui/card';
import { StatusBadge } from '@traguardo/ui/status-badge';
import { showSuccess } from '@traguardo/ui/toast';
import { useBook } from '../../data/use-book';

const COMPUTED = 'computed';

/**
 * The client's status and why: the rule (every indicator against its target, spec §9) behind
 * 'Perché Attenzione?', and the advisor's override, shown as such beside the computed status.
 */
export function ClientStatusCard({ client }: { client: BookClient }) {
  const book = useBook();
  const selectId = useId();
  const computed = computedClientStatus(client);
  const label = statusLabel(client.status, 'detail');
  const override = client.statusOverride;

  async function choose(value: string) {
    const status: ClientStatus | undefined = isClientStatus(value) ? value : undefined;
    await setStatusOverride(book, client.id, status);
    showSuccess(
      'Stato aggiornato',
      status === undefined
        ? 'Lo stato torna a essere calcolato dagli indicatori.'
        : `Stato impostato a mano: ${statusLabel(status, 'detail')}.`,
    );
  }

  return (
    <Card as="section" aria-labelledby={`${selectId}-title`}>
      <CardHeader>
        <CardTitle id={`${selectId}-title`}>Stato del cliente</CardTitle>
        <StatusBadge status={client.status} set="detail" />
      </CardHeader>
      <CardContent className="space-y-3">
        {override === undefined ? (
          <p className="text-sm text-slate-700">
            Calcolato dagli indicatori rispetto agli obiettivi.
          </p>
        ) : (
          <p className="text-sm text-slate-700">
            Stato scelto dal consulente: {statusLabel(override, 'detail')} (calcolato dagli
            indicatori: {statusLabel(computed, 'detail')}).
          </p>
        )}
        <Disclosure>
          <DisclosureButton className="text-sm font-medium text-brand-700 underline underline-offset-2">
            {`Perché ${label}?`}
          </DisclosureButton>
          <DisclosurePanel className="mt-2 space-y-1 text-sm text-slate-700">
            <p>
              Lo stato calcolato è il peggiore dei colori dei quattro indicatori: verde se il
              rapporto con l’obiettivo è almeno 1, giallo da 0,8, rosso sotto.
            </p>
            <ul className="list-disc space-y-1 pl-5">
              {indicatorChecks(client).map((check) => (
                <li key={check.id}>
                  {check.text}: {statusLabel(check.health, 'detail')}
                </li>
              ))}
            </ul>
          </DisclosurePanel>
        </Disclosure>
        <div>
          <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
            Stato mostrato
          </label>
          <select
            id={selectId}
            value={override ?? COMPUTED}
            onChange={(event) => void choose(event.target.value)}
            className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
          >
            <option value={COMPUTED}>Calcolato ({statusLabel(computed, 'detail')})</option>
            {CLIENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status, 'detail')} (scelto dal consulente)
              </option>
            ))}
          </select>
        </div>
      </CardContent>
    </Card>
  );
}
