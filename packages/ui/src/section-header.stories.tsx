import preview from '../../../.storybook/preview';
import { SectionHeader } from './section-header';

const meta = preview.meta({
  title: 'Componenti/SectionHeader',
  component: SectionHeader,
  args: { title: 'I tuoi obiettivi' },
});

export const Section = meta.story();

export const ScreenTitle = meta.story({
  args: { level: 1, title: 'Dashboard Vitali', description: 'Monitoraggio KPI di tutti i clienti' },
});

export const WithAction = meta.story({
  args: {
    action: (
      <button
        type="button"
        className="rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-medium text-white"
      >
        Aggiungi
      </button>
    ),
  },
});
