import preview from '../../../.storybook/preview';
import { FileText } from 'lucide-react';
import { EmptyState } from './empty-state';

const meta = preview.meta({
  title: 'Componenti/EmptyState',
  component: EmptyState,
  args: { title: 'Nessun cliente', description: 'Nessun cliente corrisponde al filtro scelto.' },
});

export const Default = meta.story();

export const WithAction = meta.story({
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
});

export const TitleOnly = meta.story({ args: { description: undefined } });
