import { memo } from 'react';
import { type Client } from '@traguardo/domain/entities';
import { formatEuro } from '@traguardo/domain/format';
import { MESSAGES } from '@traguardo/domain/messages';
import { totalAum } from '@traguardo/domain/status';
import { RadioCards } from '@traguardo/ui/radio-cards';
import { StatusBadge } from '@traguardo/ui/status-badge';
import { ClientSelect } from './client-select';
import { ALL_CLIENTS } from './report-subject';

/** Above this many clients a card each would take the page seconds to render. */
const CLIENT_CARDS_MAX = 200;

type ClientPickerProps = {
  clients: readonly Client[];
  value: string;
  onChange: (clientId: string) => void;
};

/**
 * Memoized: the report screen re-renders while a PDF is made (busy state, the new recent
 * report), and at 10,000 clients re-rendering the choice would be a long task each time.
 */
export const ClientPicker = memo(function ClientPicker({
  clients,
  value,
  onChange,
}: ClientPickerProps) {
  if (clients.length > CLIENT_CARDS_MAX) {
    return <ClientSelect clients={clients} value={value} onChange={onChange} />;
  }
  const options = [
    {
      value: ALL_CLIENTS,
      title: MESSAGES.allClients,
      description: `Report aggregato · ${formatEuro(totalAum(clients))}`,
    },
    ...clients.map((client) => ({
      value: client.id,
      title: client.name,
      description: formatEuro(client.netWorth),
      meta: <StatusBadge status={client.status} set="report" />,
    })),
  ];

  return <RadioCards label="Cliente" options={options} value={value} onChange={onChange} />;
});
