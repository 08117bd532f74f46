import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ChartProps } from './chart-support';
import { deferredChart } from './deferred-chart';

function TableChart({ title }: ChartProps) {
  return <table aria-label={title} />;
}

describe('deferredChart', () => {
  it('requests the chart only after the first paint', async () => {
    // A fresh module: once a page has painted, later charts load without waiting.
    vi.resetModules();
    const fresh = await import('./deferred-chart');
    const load = vi.fn(async () => TableChart);
    const Chart = fresh.deferredChart(load);
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
