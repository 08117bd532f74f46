import preview from '../../../.storybook/preview';
import { Card, CardContent, CardHeader, CardTitle } from './card';

const meta = preview.meta({
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
});

export const Default = meta.story();

export const OnlyContent = meta.story({
  args: {
    as: 'div',
    children: <CardContent>Contenuto semplice senza intestazione.</CardContent>,
  },
});
