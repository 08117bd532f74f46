import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, CardContent, CardHeader, CardTitle } from './card';

const meta = {
  title: 'Componenti/Card',
  component: Card,
  args: {
    as: 'section',
    children: (
      <>
        <CardHeader>
          <CardTitle>Patrimonio netto</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-2xl font-bold">245.000 €</p>
          <p className="text-sm text-slate-600">+3,2% rispetto al mese scorso</p>
        </CardContent>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OnlyContent: Story = {
  args: {
    as: 'div',
    children: <CardContent>Contenuto semplice senza intestazione.</CardContent>,
  },
};
