import preview from '../../../.storybook/preview';
import { CircularProgress } from './circular-progress';

const meta = preview.meta({
  title: 'Componenti/CircularProgress',
  component: CircularProgress,
  args: { value: 75, label: 'Punteggio finanziario', children: '75%' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    color: { control: 'inline-radio', options: ['green', 'yellow', 'red', 'blue'] },
  },
});

export const Default = meta.story();

export const Small = meta.story({
  args: { size: 'sm', color: 'green', value: 18, max: 25, children: '18%' },
});

export const Large = meta.story({
  args: { size: 'lg', color: 'yellow', value: 4, max: 6, children: '4 mesi' },
});

export const Critical = meta.story({ args: { color: 'red', value: 10, children: '10%' } });

export const OverMax = meta.story({
  args: { color: 'green', value: 130, children: '130%', label: 'Oltre il massimo' },
});

export const Thick = meta.story({
  args: { thickness: 8, color: 'blue', value: 40, children: '40%' },
});

export const WithoutLabel = meta.story({ args: { children: undefined, value: 60 } });
