import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { MonthPicker } from './month-picker';

describe('MonthPicker', () => {
  it('before the month is known shows its steps disabled and no date', () => {
    const { container } = renderApp(<MonthPicker month={undefined} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Mese precedente' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mese successivo' })).toBeDisabled();
    expect(screen.queryByLabelText('Mese')).toBeNull();
    expect(container.textContent).not.toMatch(/\d/);
  });

  it('with a month shows it in the field and by name', () => {
    renderApp(<MonthPicker month="2026-11" onChange={() => {}} />);
    expect(screen.getByLabelText('Mese')).toHaveValue('2026-11');
    expect(screen.getByText('novembre 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mese successivo' })).toBeEnabled();
  });
});
