import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DemoBadge } from './demo-badge';

describe('DemoBadge', () => {
  it('reads the demo note of the spec', () => {
    render(<DemoBadge />);
    expect(screen.getByText('Versione Demo - Dati Simulati')).toBeInTheDocument();
  });
});
