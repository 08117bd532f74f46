import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResetDemoDataButton } from './reset-demo-data-button';

const meta = {
  title: 'Componenti/ResetDemoDataButton',
  component: ResetDemoDataButton,
  args: { lostData: 'obiettivi aggiunti, conti collegati e chat', onReset: () => {} },
} satisfies Meta<typeof ResetDemoDataButton>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
