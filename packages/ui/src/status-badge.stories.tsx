import preview from '../../../.storybook/preview';
import { StatusBadge } from './status-badge';

const meta = preview.meta({
  title: 'Componenti/StatusBadge',
  component: StatusBadge,
  args: { status: 'green' as const, set: 'dashboard' as const },
  argTypes: {
    status: { control: 'inline-radio', options: ['green', 'yellow', 'red'] },
    set: { control: 'inline-radio', options: ['dashboard', 'investor', 'detail', 'report'] },
  },
});

export const Eccellente = meta.story();

export const Attenzione = meta.story({ args: { status: 'yellow' } });

export const Critico = meta.story({ args: { status: 'red' } });

export const InSalute = meta.story({ args: { set: 'detail' } });

export const ReportOk = meta.story({ args: { set: 'report' } });

export const ReportCritico = meta.story({ args: { set: 'report', status: 'red' } });
