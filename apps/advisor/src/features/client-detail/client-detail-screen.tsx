import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { clientById } from '@traguardo/client-book/client-queries';
import { ScreenShell } from '@traguardo/ui/screen-shell';
import { useBookQuery } from '../../data/use-book';
import { useSelectClient } from '../../stores/selection-store';
import { ClientDetail } from './client-detail';
import { ClientNotFound } from './client-not-found';

export function ClientDetailScreen() {
  const { clientId } = useParams();
  const setSelectedClient = useSelectClient();
  // null once read and absent: undefined is 'not read yet'.
  const found = useBookQuery(
    async (db) => (clientId === undefined ? null : ((await clientById(db, clientId)) ?? null)),
    [clientId],
  );
  const client = found ?? undefined;

  // A deep link selects the client too, so the context matches what is on screen.
  useEffect(() => {
    if (client !== undefined) setSelectedClient(client.id);
  }, [client, setSelectedClient]);

  if (found === undefined) return <ScreenShell title="Dettaglio cliente" />;
  if (client === undefined) return <ClientNotFound />;
  // Keyed by id so that moving between clients never carries one client's draft note over.
  return <ClientDetail key={client.id} client={client} />;
}
