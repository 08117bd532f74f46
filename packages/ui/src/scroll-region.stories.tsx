import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScrollRegion } from './scroll-region';

const meta = {
  title: 'Componenti/ScrollRegion',
  component: ScrollRegion,
  args: {
    label: 'Tabella del ribilanciamento',
    children: (
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Allocazione attuale e obiettivo</caption>
        <thead>
          <tr>
            {['Classe', 'Attuale', 'Obiettivo', 'Scostamento', 'Operazione'].map((heading) => (
              <th key={heading} scope="col" className="pr-2 whitespace-nowrap">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className="pr-2">
              Obbligazioni
            </th>
            <td className="pr-2">1,4%</td>
            <td className="pr-2">30,0%</td>
            <td className="pr-2 whitespace-nowrap">-28,6 punti</td>
            <td className="whitespace-nowrap">Compra 437 €</td>
          </tr>
        </tbody>
      </table>
    ),
  },
  parameters: { frame: 'narrow' },
} satisfies Meta<typeof ScrollRegion>;

export default meta;

type Story = StoryObj<typeof meta>;

export const WideTableOnAPhone: Story = {};
