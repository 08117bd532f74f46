import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, CardContent, CardHeader, CardTitle } from './card';

describe('Card', () => {
  it('renders a titled section with its content', () => {
    render(
      <Card as="section" aria-labelledby="t">
        <CardHeader>
          <CardTitle>
            <span id="t">Patrimonio</span>
          </CardTitle>
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
});
