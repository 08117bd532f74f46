import { type NotificationPreferences } from '@traguardo/domain/entities';
import { SectionCard } from '@traguardo/ui/card';
import { SwitchField } from '@traguardo/ui/switch-field';

const NOTIFICATIONS: readonly {
  key: keyof NotificationPreferences;
  label: string;
  description: string;
}[] = [
  {
    key: 'clientUpdates',
    label: 'Aggiornamenti clienti',
    description: 'Variazioni di stato e nuovi documenti dei clienti',
  },
  {
    key: 'marketAlerts',
    label: 'Avvisi di mercato',
    description: 'Movimenti rilevanti dei mercati finanziari',
  },
  {
    key: 'taskReminders',
    label: 'Promemoria attività',
    description: 'Scadenze e appuntamenti in arrivo',
  },
  {
    key: 'emailReports',
    label: 'Report via email',
    description: 'Riepilogo periodico inviato alla tua casella',
  },
];

type NotificationsSectionProps = {
  preferences: NotificationPreferences;
  onChange: (preferences: NotificationPreferences) => void;
};

export function NotificationsSection({ preferences, onChange }: NotificationsSectionProps) {
  return (
    <SectionCard title="Notifiche" contentClassName="space-y-3">
      {NOTIFICATIONS.map(({ key, label, description }) => (
        <SwitchField
          key={key}
          label={label}
          description={description}
          checked={preferences[key]}
          onChange={(checked) => onChange({ ...preferences, [key]: checked })}
        />
      ))}
    </SectionCard>
  );
}
