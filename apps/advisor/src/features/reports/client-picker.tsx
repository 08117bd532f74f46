import { type Client } from '@traguardo/domain/entities';
import { formatEuro } from '@traguardo/domain/format';
import { MESSAGES } from '@traguardo/domain/messages';
import { statusLabel, totalAum } from '@traguardo/domain/status';
import { RadioCards } from '@traguardo/ui/radio-cards';
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
      // RadioCards takes text only, so the badge is its label (OK, ATT, CRIT).
      meta: statusLabel(client.status, 'report'),
    })),
  ];

  return <RadioCards label="Cliente" options={options} value={value} onChange={onChange} />;
}
