import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { KpiGrid } from './kpi-grid';

describe('KpiGrid', () => {
  it('while the figures are read shows the four cards’ names, no figure and no state', () => {
    renderApp(<KpiGrid figures={undefined} demo />);
    const kpis = screen.getByRole('region', { name: 'Indicatori chiave' });
    expect(
      within(kpis)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Tasso di risparmio',
      'Fondo di emergenza',
      'Rendimento da inizio anno',
      'Rapporto di indebitamento',
    ]);
    expect(kpis.textContent).not.toMatch(/\d/);
    expect(within(kpis).queryByText(/^Stato/)).toBeNull();
  });
});
