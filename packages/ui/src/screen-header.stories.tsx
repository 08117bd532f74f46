import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { ScreenHeader } from './screen-header';

const meta = {
  title: 'Componenti/ScreenHeader',
  component: ScreenHeader,
  args: { title: 'Budget', description: 'Entrate, uscite e flusso di cassa del mese' },
} satisfies Meta<typeof ScreenHeader>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = {
  args: { title: 'Obiettivi', action: <Button>Aggiungi obiettivo</Button> },
};
