import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { clients } from '../../data/clients';
import { useSelectionStore } from '../../stores/selection-store';
import { ClientDetail } from './client-detail';
import { ClientNotFound } from './client-not-found';
import { findClient } from './find-client';

export function ClientDetailScreen() {
  const { clientId } = useParams();
  const setSelectedClient = useSelectionStore((state) => state.select);
  const client = findClient(clients, clientId);

  // A deep link selects the client too, so the context matches what is on screen.
  useEffect(() => {
    if (client !== undefined) setSelectedClient(client.id);
  }, [client, setSelectedClient]);

  if (client === undefined) return <ClientNotFound />;
  // Keyed by id so that moving between clients never carries one client's draft note over.
  return <ClientDetail key={client.id} client={client} />;
}
