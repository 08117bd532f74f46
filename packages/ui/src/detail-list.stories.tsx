import type { Meta, StoryObj } from '@storybook/react-vite';
import { DetailList } from './detail-list';

const meta = {
  title: 'Componenti/DetailList',
  component: DetailList,
  args: {
    items: [
      { label: 'Valore stimato', value: '320.000 €' },
      { label: 'Mutuo residuo', value: '145.000 €' },
      { label: 'Rapporto mutuo/valore', value: '45,3%' },
      { label: 'Rata mensile', value: '780 €', note: 'Fino a giugno 2041' },
    ],
    className: 'grid grid-cols-2 gap-x-4 gap-y-2 text-sm',
    itemClassName: 'flex flex-col',
  },
  parameters: { frame: 'narrow' },
} satisfies Meta<typeof DetailList>;

export default meta;

type Story = StoryObj<typeof meta>;

export const TwoColumns: Story = {};

export const OneColumnWithDebtInRed: Story = {
  args: {
    items: [
      { label: 'Patrimonio', value: '1.247.500 €' },
      { label: 'Mutuo residuo', value: '145.000 €', valueClassName: 'font-semibold text-red-700' },
    ],
    className: 'grid gap-2 text-sm',
    itemClassName: 'grid grid-cols-[11rem_1fr] gap-x-3',
  },
};
