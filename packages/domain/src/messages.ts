// The confirmation and error texts of spec §8, reproduced exactly.
import { MONTE_CARLO_SUCCESS_PROBABILITY } from './constants';

export const MESSAGES = {
  clientNotFound: 'Cliente non trovato',
  notFound: 'Oops! Page not found',
  routeError: 'Unexpected Application Error!',
  useAppOutsideProvider: 'useApp must be used within an AppProvider',
  bankLinked: 'Conto collegato con successo!',
  bankLinking: 'Collegamento in corso...',
  goalAdded: 'Obiettivo aggiunto!',
  monteCarloTitle: 'Analisi Monte Carlo',
  planSelected: 'Piano selezionato!',
  documentUploaded: 'Documento caricato!',
  settingsSavedTitle: 'Impostazioni salvate',
  settingsSavedBody: 'Le tue preferenze sono state aggiornate con successo.',
  reportGeneratedTitle: 'Report Generato',
  reportSharedTitle: 'Report Condiviso',
  reportSharedBody: 'Link sicuro inviato via email al cliente.',
  demoBadge: 'Versione Demo - Dati Simulati',
  allClients: 'Tutti i clienti',
} as const;

/** '{report type} per {client or all clients} è pronto per il download.' */
export function reportGeneratedBody(reportType: string, clientName: string): string {
  return `${reportType} per ${clientName} è pronto per il download.`;
}

export function planSelectedBody(planName: string): string {
  return `Hai scelto il piano ${planName}. Proseguiamo con l'apertura del conto.`;
}

export function monteCarloSummary(): string {
  return `Probabilità di successo: ${MONTE_CARLO_SUCCESS_PROBABILITY}%`;
}
