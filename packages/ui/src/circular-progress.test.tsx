import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CircularProgress } from './circular-progress';

describe('CircularProgress', () => {
  it('is a labelled meter with its value and centred content', () => {
    render(
      <CircularProgress value={18} max={25} label="Tasso di risparmio">
        18%
      </CircularProgress>,
    );
    const meter = screen.getByRole('meter', { name: 'Tasso di risparmio' });
    expect(meter).toHaveAttribute('aria-valuenow', '18');
    expect(meter).toHaveAttribute('aria-valuemax', '25');
    expect(meter).toHaveTextContent('18%');
  });

  it('caps the ring value at the maximum', () => {
    render(<CircularProgress value={130} label="Oltre" />);
    expect(screen.getByRole('meter', { name: 'Oltre' })).toHaveAttribute('aria-valuenow', '100');
    const fill = screen.getByTestId('ring-fill');
    expect(Number(fill.getAttribute('stroke-dashoffset'))).toBe(0);
  });

  it('shows an empty ring for a zero maximum', () => {
    render(<CircularProgress value={5} max={0} label="Vuoto" />);
    const fill = screen.getByTestId('ring-fill');
    expect(fill.getAttribute('stroke-dashoffset')).toBe(fill.getAttribute('stroke-dasharray'));
  });
});
