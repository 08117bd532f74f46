import { type Client } from '@traguardo/domain/entities';
import { formatEuro } from '@traguardo/domain/format';
import { MESSAGES } from '@traguardo/domain/messages';
import { totalAum } from '@traguardo/domain/status';
import { RadioCards } from '@traguardo/ui/radio-cards';
import { StatusBadge } from '@traguardo/ui/status-badge';
import { ALL_CLIENTS } from './report-subject';

type ClientPickerProps = {
  clients: readonly Client[];
  value: string;
  onChange: (clientId: string) => void;
};

export function ClientPicker({ clients, value, onChange }: ClientPickerProps) {
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
}
