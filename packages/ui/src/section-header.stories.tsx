import type { Meta, StoryObj } from '@storybook/react-vite';
import { SectionHeader } from './section-header';

const meta = {
  title: 'Componenti/SectionHeader',
  component: SectionHeader,
  args: { title: 'I tuoi obiettivi' },
} satisfies Meta<typeof SectionHeader>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Section: Story = {};

export const ScreenTitle: Story = {
  args: { level: 1, title: 'Dashboard Vitali', description: 'Monitoraggio KPI di tutti i clienti' },
};

export const WithAction: Story = {
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
};
