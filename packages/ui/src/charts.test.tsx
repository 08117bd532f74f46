import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AreaChart } from './area-chart';
import { BarChart } from './bar-chart';
import { DonutChart } from './donut-chart';
import { LineChart } from './line-chart';
import { PieChart } from './pie-chart';

const cartesianCharts = [
  ['AreaChart', AreaChart],
  ['BarChart', BarChart],
  ['LineChart', LineChart],
] as const;
const arcCharts = [
  ['DonutChart', DonutChart],
  ['PieChart', PieChart],
] as const;

describe.each([...cartesianCharts, ...arcCharts])('%s', (_, Chart) => {
  it('names the canvas and captions its hidden table with the title', async () => {
    render(
      <Chart title="Allocazione" labels={['Azioni']} series={[{ label: 'Quota', data: [60] }]} />,
    );
    // jsdom has no OffscreenCanvas: the main-thread chart, a chunk of its own, draws it.
    expect(await screen.findByRole('img', { name: 'Allocazione' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Allocazione' })).toBeInTheDocument();
  });

  it('renders an empty table without series', () => {
    render(<Chart title="Vuoto" labels={[]} series={[]} />);
    expect(screen.getByRole('table', { name: 'Vuoto' })).toBeInTheDocument();
  });
});

describe.each(cartesianCharts)('%s', (_, Chart) => {
  it('lists every series as a column in euro, with a dash where a month has no figure', () => {
    render(
      <Chart
        title="Patrimonio netto"
        labels={['Gen', 'Feb']}
        series={[
          { label: 'Entrate', data: [125000, 45000] },
          { label: 'Uscite', data: [3200] },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Patrimonio netto' });
    expect(within(table).getByRole('columnheader', { name: 'Entrate' })).toBeInTheDocument();
    const feb = within(table).getByRole('row', { name: /Feb/ });
    expect(feb).toHaveTextContent(/45\.000\s€/);
    expect(feb).toHaveTextContent('—');
  });
});

describe('AreaChart in millions', () => {
  it('still lists whole euro in the table', () => {
    render(
      <AreaChart
        title="AUM"
        labels={['Lug']}
        series={[{ label: 'AUM', data: [12500000] }]}
        axis="euro-millions"
      />,
    );
    expect(screen.getByRole('cell')).toHaveTextContent(/12\.500\.000\s€/);
  });
});

describe.each(arcCharts)('%s', (_, Chart) => {
  it('lists one row per slice with the formatted value', () => {
    render(
      <Chart
        title="Allocazione"
        labels={['Azioni', 'Obbligazioni']}
        series={[{ label: 'Quota', data: [60, 40] }]}
        axis="percent"
      />,
    );
    const table = screen.getByRole('table', { name: 'Allocazione' });
    expect(within(table).getByRole('row', { name: /Azioni/ })).toHaveTextContent('60%');
    expect(within(table).getByRole('row', { name: /Obbligazioni/ })).toHaveTextContent('40%');
  });
});
