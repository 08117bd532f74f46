import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KpiCard } from './kpi-card';

describe('KpiCard', () => {
  it('shows title, value, target and the state in words', () => {
    render(
      <KpiCard title="Tasso di risparmio" value="18%" target="Obiettivo: 20%" health="yellow" />,
    );
    expect(screen.getByRole('heading', { name: 'Tasso di risparmio' })).toBeInTheDocument();
    expect(screen.getByText('18%')).toBeInTheDocument();
    expect(screen.getByText('Obiettivo: 20%')).toBeInTheDocument();
    expect(screen.getByText('Stato: Attenzione')).toBeInTheDocument();
  });

  it('says in words when there is nothing to judge yet', () => {
    render(<KpiCard title="Fondo di emergenza" value="—" target="Obiettivo 6 mesi" />);
    expect(screen.getByText('Stato: non ancora valutabile')).toBeInTheDocument();
  });

  it('keeps the places of a figure being read, with no digit and no state', () => {
    const { container } = render(
      <KpiCard title="Tasso di risparmio" value={undefined} target="Obiettivo 20%" />,
    );
    expect(screen.getByRole('heading', { name: 'Tasso di risparmio' })).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/\d/);
    expect(screen.queryByText(/^Stato/)).toBeNull();
  });
});
