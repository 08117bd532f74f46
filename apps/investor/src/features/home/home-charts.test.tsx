import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { HomeCharts } from './home-charts';

describe('HomeCharts', () => {
  it('while the figures are read shows the two cards’ titles, no chart and no figure', () => {
    const { container } = renderApp(<HomeCharts history={undefined} cashFlow={undefined} />);
    for (const title of ['Andamento del patrimonio', 'Flusso di cassa mensile']) {
      const card = screen.getByRole('region', { name: title });
      expect(within(card).queryByRole('img')).toBeNull();
    }
    expect(screen.queryByText(/Nessun movimento/)).toBeNull();
    expect(container.textContent).not.toMatch(/\d/);
  });
});
