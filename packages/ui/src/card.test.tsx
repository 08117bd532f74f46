import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, CardContent, CardHeader, CardTitle, SectionCard } from './card';

describe('Card', () => {
  it('renders a titled section with its content', () => {
    render(
      <Card as="section" aria-labelledby="t">
        <CardHeader>
          <CardTitle id="t">Patrimonio</CardTitle>
        </CardHeader>
        <CardContent>245.000 €</CardContent>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Patrimonio' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Patrimonio' })).toHaveTextContent('245.000 €');
  });

  it('uses the requested heading level', () => {
    render(<CardTitle level={3}>Obiettivi</CardTitle>);
    expect(screen.getByRole('heading', { level: 3, name: 'Obiettivi' })).toBeInTheDocument();
  });

  it('names a section card after its title, with the aside beside it', () => {
    render(
      <SectionCard title="Conti" aside={<span>3 conti</span>} level={3}>
        Conto corrente
      </SectionCard>,
    );
    const region = screen.getByRole('region', { name: 'Conti' });
    expect(region).toHaveTextContent('3 conti');
    expect(region).toHaveTextContent('Conto corrente');
    expect(screen.getByRole('heading', { level: 3, name: 'Conti' })).toBeInTheDocument();
  });
});
