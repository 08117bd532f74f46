import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('exposes its percentage to assistive technology', () => {
    render(<ProgressBar value={23} label="Casa" showLabel />);
    const bar = screen.getByRole('progressbar', { name: 'Casa' });
    expect(bar).toHaveAttribute('aria-valuenow', '23');
    expect(bar).toHaveAttribute('aria-valuetext', '23%');
    expect(screen.getByText('23%')).toBeInTheDocument();
    expect(screen.queryByText('Oltre il limite')).toBeNull();
  });

  it('flags a budget over 100% in red and caps the bar', () => {
    render(<ProgressBar value={540} max={450} label="Trasporti" showLabel />);
    const bar = screen.getByRole('progressbar', { name: 'Trasporti' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '120%, oltre il limite');
    expect(screen.getByText('Oltre il limite')).toBeInTheDocument();
  });
});
