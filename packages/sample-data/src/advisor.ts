import {
  type AdvisorProfile,
  type Branding,
  type ClientDocument,
  type NotificationPreferences,
} from '@traguardo/domain/entities';
import { clients } from './clients';

export const advisorProfile: AdvisorProfile = {
  name: 'Dott.ssa Giulia Ferraris',
  email: 'giulia.ferraris@ferrarispartners.it',
  phone: '+39 02 8765 4321',
  firm: 'Ferraris & Partners Consulenza Patrimoniale',
  license: 'OCF n. 18234',
  clients: clients.length,
};

export const branding: Branding = {
  firmName: 'Ferraris & Partners Consulenza Patrimoniale',
  address: 'Via Monte Napoleone 8, 20121 Milano',
  website: 'www.ferrarispartners.it',
  primaryColor: '#0d9488',
  secondaryColor: '#134e4a',
};

export const notificationPreferences: NotificationPreferences = {
  clientUpdates: true,
  marketAlerts: true,
  taskReminders: true,
  emailReports: true,
};

/** Assets under management shown in the profile: a fixed figure, equal to the clients' net worth. */
export const advisorTotalAum = 9135500;

export const defaultClientNote =
  'Cliente attento e collaborativo. Nel prossimo incontro rivedere la copertura assicurativa, ' +
  'valutare un aumento del versamento mensile al fondo pensione e aggiornare il profilo di ' +
  'rischio MiFID.';

const MB = 1024 * 1024;

/** The four documents on file for every client, all PDFs. */
export const clientDocuments: readonly ClientDocument[] = [
  { id: 'cdoc-1', name: 'Carta d’identità.pdf', date: '2024-01-15', size: Math.round(1.1 * MB) },
  { id: 'cdoc-2', name: 'Codice fiscale.pdf', date: '2024-01-15', size: Math.round(0.4 * MB) },
  {
    id: 'cdoc-3',
    name: 'Dichiarazione dei redditi 2023.pdf',
    date: '2024-07-22',
    size: Math.round(2.3 * MB),
  },
  { id: 'cdoc-4', name: 'Estratto conto.pdf', date: '2024-11-30', size: Math.round(0.9 * MB) },
];
