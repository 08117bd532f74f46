import preview from '../../../.storybook/preview';
import { useState } from 'react';
import { RadioCards } from './radio-cards';

const meta = preview.meta({
  title: 'Componenti/RadioCards',
  component: RadioCards,
  args: {
    label: 'Piano di investimento',
    value: 'balanced',
    onChange: () => {},
    options: [
      {
        value: 'conservative',
        title: 'Conservativo',
        description: 'Rischio basso, crescita stabile.',
        meta: 'Rendimento atteso 3%',
      },
      {
        value: 'balanced',
        title: 'Bilanciato',
        description: 'Equilibrio tra crescita e stabilità.',
        meta: 'Rendimento atteso 5%',
      },
      {
        value: 'growth',
        title: 'Crescita',
        description: 'Rischio alto, potenziale elevato.',
        meta: 'Rendimento atteso 7%',
      },
    ],
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <RadioCards {...args} value={value} onChange={setValue} />;
  },
});

export const Plans = meta.story();

export const ReportTypes = meta.story({
  args: {
    label: 'Tipo di report',
    value: 'summary',
    options: [
      { value: 'comprehensive', title: 'Report Completo', meta: '12-15 pagine' },
      { value: 'summary', title: 'Sintesi', meta: '3-4 pagine' },
    ],
  },
});
