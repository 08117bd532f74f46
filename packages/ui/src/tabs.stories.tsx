import preview from '../../../.storybook/preview';
import { Tabs } from './tabs';

const meta = preview.meta({
  title: 'Componenti/Tabs',
  component: Tabs,
  args: {
    label: 'Sezioni del cliente',
    tabs: [
      { id: 'overview', label: 'Panoramica', content: <p>Grafici di panoramica del cliente.</p> },
      { id: 'goals', label: 'Obiettivi', content: <p>Obiettivi e progressi.</p> },
      { id: 'documents', label: 'Documenti', content: <p>Documenti del cliente.</p> },
      { id: 'notes', label: 'Note', content: <p>Note del consulente.</p> },
    ],
  },
});

export const Default = meta.story();

export const SecondSelected = meta.story({ args: { defaultIndex: 1 } });

export const TwoTabs = meta.story({
  args: {
    label: 'Periodo',
    tabs: [
      { id: 'month', label: 'Mese', content: <p>Dati del mese.</p> },
      { id: 'year', label: 'Anno', content: <p>Dati dell’anno.</p> },
    ],
  },
});
