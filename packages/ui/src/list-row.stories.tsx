import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListRow } from './list-row';

const meta = {
  title: 'Componenti/ListRow',
  component: ListRow,
  args: {
    title: 'Esselunga',
    details: 'Cibo · 02/12/2024',
    end: <p className="shrink-0 font-semibold tabular-nums">-86,40 €</p>,
  },
  decorators: [
    (Story) => (
      <ul className="divide-y divide-slate-100" aria-label="Ultime transazioni">
        <Story />
      </ul>
    ),
  ],
  parameters: { frame: 'narrow' },
} satisfies Meta<typeof ListRow>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Transaction: Story = { args: { dense: true } };

export const LongTitleWraps: Story = {
  args: { title: 'Conto deposito vincolato a 12 mesi Banca Ifis', wrapTitle: true },
};
