import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows title, description and action', () => {
    render(
      <EmptyState
        title="Nessun documento"
        description="Carica il primo documento."
        action={<button type="button">Carica documento</button>}
      />,
    );
    expect(screen.getByText('Nessun documento')).toBeInTheDocument();
    expect(screen.getByText('Carica il primo documento.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Carica documento' })).toBeInTheDocument();
  });
});
