import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionHeader } from './section-header';

describe('SectionHeader', () => {
  it('renders the heading at the requested level with description and action', () => {
    render(
      <SectionHeader
        level={1}
        title="Dashboard Vitali"
        description="Monitoraggio KPI di tutti i clienti"
        action={<button type="button">Esporta</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard Vitali' })).toBeInTheDocument();
    expect(screen.getByText('Monitoraggio KPI di tutti i clienti')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Esporta' })).toBeInTheDocument();
  });
});
