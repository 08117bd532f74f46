import { type SettingsSection } from '../../stores/settings-store';

/** Each settings field as the form names it, for messages about that field. */
export const SETTINGS_FIELD_LABELS: Readonly<Record<SettingsSection, Record<string, string>>> = {
  profile: {
    name: 'Nome completo',
    email: 'Email',
    phone: 'Telefono',
    license: 'Numero iscrizione Albo OCF',
    firm: 'Studio',
    clients: 'Clienti attivi',
  },
  branding: {
    firmName: 'Nome dello studio',
    address: 'Indirizzo',
    website: 'Sito web',
    primaryColor: 'Colore primario',
    secondaryColor: 'Colore secondario',
  },
  notifications: {
    clientUpdates: 'Aggiornamenti clienti',
    marketAlerts: 'Avvisi di mercato',
    taskReminders: 'Promemoria attività',
    emailReports: 'Report via email',
  },
};
