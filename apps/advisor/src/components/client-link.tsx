import { type ComponentType, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { type Client } from '@traguardo/domain/entities';

/** What a card of a client list gets: the client and what to do when it is picked. */
export type ClientCardProps = {
  client: Client;
  onSelect: (clientId: string) => void;
};

/** A card of a client list, with its height on a phone until the first card is measured. */
export type ClientCard = {
  component: ComponentType<ClientCardProps>;
  estimatedHeight: number;
};

type ClientLinkProps = ClientCardProps & { className: string; children: ReactNode };

/**
 * A link to the client's detail page that also tells the list which client was picked
 * (the screens remember it for the report form), so every list opens a client the same way.
 */
export function ClientLink({ client, onSelect, className, children }: ClientLinkProps) {
  return (
    <Link
      to={`/client/${encodeURIComponent(client.id)}`}
      onClick={() => onSelect(client.id)}
      className={className}
    >
      {children}
    </Link>
  );
}
