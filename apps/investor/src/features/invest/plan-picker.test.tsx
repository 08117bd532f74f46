import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from '@traguardo/ui/toaster';
import { usePlanStore } from '../../stores/plan-store';
import { PlanPicker } from './plan-picker';
import { resetStoreBeforeEach } from '../../testing/reset-store-before-each';

describe('PlanPicker', () => {
  resetStoreBeforeEach(usePlanStore.of('demo'));

  it('preselects Bilanciato and confirms the chosen plan by name', async () => {
    const user = userEvent.setup();
    render(
      <>
        <PlanPicker />
        <Toaster />
      </>,
    );
    expect(screen.getByRole('radio', { name: /Bilanciato/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Crescita/ }));
    expect(screen.getByRole('radio', { name: /Crescita/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Inizia a investire' }));
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Piano selezionato!');
    expect(toast).toHaveTextContent('Crescita');
  });
});
