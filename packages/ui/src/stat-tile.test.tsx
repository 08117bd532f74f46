import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatTile } from './stat-tile';

describe('StatTile', () => {
  it('pairs the label with its value', () => {
    render(<StatTile label="AUM totale" value="12.450.000 €" hint="6 mesi" />);
    expect(screen.getByRole('term')).toHaveTextContent('AUM totale');
    expect(screen.getAllByRole('definition')[0]).toHaveTextContent('12.450.000 €');
    expect(screen.getByText('6 mesi')).toBeInTheDocument();
  });
});
