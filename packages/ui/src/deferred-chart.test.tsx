import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ChartProps } from './chart-props';
import { deferredChart } from './deferred-chart';

/** Stands for a chart.js chart: a canvas named after the chart. */
function CanvasChart({ title }: ChartProps) {
  return <div role="img" aria-label={title} data-testid="drawn" />;
}

const cashFlow = {
  title: 'Flusso di cassa',
  labels: ['Gen', 'Feb'],
  series: [{ label: 'Entrate', data: [1200, 1500] }],
};

describe('deferredChart', () => {
  it('draws the chart only after the first paint', async () => {
    // A fresh module: once a page has painted, later charts are drawn without waiting.
    vi.resetModules();
    const fresh = await import('./deferred-chart');
    const drawn = vi.fn(CanvasChart);
    const Chart = fresh.deferredChart(drawn);
    render(<Chart {...cashFlow} />);
    expect(drawn).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Flusso di cassa' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(await screen.findByTestId('drawn')).toBeInTheDocument();
    expect(drawn).toHaveBeenCalled();
  });

  it('holds the place with an image named after the chart and the table of its figures', async () => {
    const Chart = deferredChart(CanvasChart);
    render(<Chart {...cashFlow} />);
    expect(screen.getByRole('img', { name: 'Flusso di cassa' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const table = screen.getByRole('table', { name: 'Flusso di cassa' });
    expect(within(table).getByRole('row', { name: /Feb/ })).toHaveTextContent('1.500');
    expect(await screen.findByTestId('drawn')).toBeInTheDocument();
  });

  it('draws several charts one after another, each in a task of its own', async () => {
    vi.useFakeTimers();
    try {
      const Chart = deferredChart(CanvasChart);
      render(
        <>
          <Chart {...cashFlow} title="Primo" />
          <Chart {...cashFlow} title="Secondo" />
        </>,
      );
      const drawn = () => screen.queryAllByTestId('drawn').length;
      // Time moves on one task at a time until the first chart is drawn (after the first
      // paint and its turn): the second is still waiting then, and is drawn a task later.
      for (let task = 0; task < 5 && drawn() === 0; task++) {
        await act(() => vi.runOnlyPendingTimersAsync());
      }
      expect(drawn()).toBe(1);
      await act(() => vi.runOnlyPendingTimersAsync());
      expect(drawn()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
