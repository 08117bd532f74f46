import { type Client } from '@traguardo/domain/entities';
import { clientKey } from '../data/clients';
import { useSelectClient } from '../stores/selection-store';
import { type ClientCard } from './client-link';
import { VirtualCardList } from './virtual-card-list';

type ClientCardListProps = {
  clients: readonly Client[];
  /** Accessible name of the list. */
  label: string;
  card: ClientCard;
};

/**
 * A screen's list of client cards, virtualized; the client a card opens becomes the
 * selected one, so the report form starts from it.
 */
export function ClientCardList({ clients, label, card }: ClientCardListProps) {
  const select = useSelectClient();
  return (
    <VirtualCardList
      items={clients}
      getKey={clientKey}
      label={label}
      estimateSize={card.estimatedHeight}
      renderItem={(client) => <card.component client={client} onSelect={select} />}
    />
  );
}
