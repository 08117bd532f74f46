import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppStatusBar } from './app-status-bar';

const meta = {
  title: 'Componenti/AppStatusBar',
  component: AppStatusBar,
  args: { online: false, updateWaiting: false, onUpdate: () => {} },
} satisfies Meta<typeof AppStatusBar>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Offline: Story = {};

export const NuovaVersione: Story = { args: { online: true, updateWaiting: true } };

export const OfflineConAggiornamento: Story = { args: { updateWaiting: true } };
