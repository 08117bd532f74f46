import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ChartProps } from './chart-support';
import { deferredChart } from './deferred-chart';

function TableChart({ title }: ChartProps) {
  return <table aria-label={title} />;
}

describe('deferredChart', () => {
  it('shows a placeholder named after the chart, then the chart', async () => {
    const Chart = deferredChart(async () => TableChart);
    render(<Chart title="Patrimonio netto" labels={[]} series={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Caricamento del grafico: Patrimonio netto',
    );
    expect(await screen.findByRole('table', { name: 'Patrimonio netto' })).toBeInTheDocument();
  });
});
