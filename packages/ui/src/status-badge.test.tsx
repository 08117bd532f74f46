import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it.each([
    ['green', 'dashboard', 'Eccellente'],
    ['yellow', 'dashboard', 'Attenzione'],
    ['red', 'dashboard', 'Critico'],
    ['green', 'detail', 'In Salute'],
    ['green', 'investor', 'Ottimo'],
    ['green', 'report', 'OK'],
    ['yellow', 'report', 'ATT'],
    ['red', 'report', 'CRIT'],
  ] as const)('reads %s in the %s set as %s', (status, set, text) => {
    render(<StatusBadge status={status} set={set} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
