import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileText } from 'lucide-react';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Componenti/EmptyState',
  component: EmptyState,
  args: { title: 'Nessun cliente', description: 'Nessun cliente corrisponde al filtro scelto.' },
} satisfies Meta<typeof EmptyState>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = {
  args: {
    icon: FileText,
    title: 'Nessun documento',
    description: 'Carica il primo documento nel tuo Vault.',
    action: (
      <button
        type="button"
        className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white"
      >
        Carica documento
      </button>
    ),
  },
};

export const TitleOnly: Story = { args: { description: undefined } };
