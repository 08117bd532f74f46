import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ChartProps } from './chart-support';
import { deferredChart } from './deferred-chart';

function TableChart({ title }: ChartProps) {
  return <table aria-label={title} />;
}

describe('deferredChart', () => {
  // First: once a page has painted, later charts load without waiting.
  it('requests the chart only after the first paint', async () => {
    const load = vi.fn(async () => TableChart);
    const Chart = deferredChart(load);
    render(<Chart title="Flusso di cassa" labels={[]} series={[]} />);
    expect(load).not.toHaveBeenCalled();
    expect(await screen.findByRole('table', { name: 'Flusso di cassa' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a placeholder named after the chart, then the chart', async () => {
    const Chart = deferredChart(async () => TableChart);
    render(<Chart title="Patrimonio netto" labels={[]} series={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Caricamento del grafico: Patrimonio netto',
    );
    expect(await screen.findByRole('table', { name: 'Patrimonio netto' })).toBeInTheDocument();
  });
});
