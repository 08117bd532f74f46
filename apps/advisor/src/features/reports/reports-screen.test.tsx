import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showSuccess } from '@traguardo/ui/toast';
import { useSettingsStore } from '../../stores/settings-store';
import { ReportsScreen } from './reports-screen';

vi.mock('@traguardo/ui/toast', () => ({ showSuccess: vi.fn(), showError: vi.fn() }));

describe('ReportsScreen', () => {
  beforeEach(() => {
    useSettingsStore.getState().reset();
    vi.mocked(showSuccess).mockClear();
  });

  it('defaults to the aggregate comprehensive report', async () => {
    const user = userEvent.setup();
    render(<ReportsScreen />);
    const preview = screen.getByRole('region', { name: 'Anteprima del report' });
    expect(within(preview).getByText('Tutti i clienti')).toBeInTheDocument();
    expect(within(preview).getByText('18%')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Genera PDF' }));
    expect(showSuccess).toHaveBeenCalledWith(
      'Report Generato',
      'Report Completo per Tutti i clienti è pronto per il download.',
    );
  });

  it('names the chosen client and type', async () => {
    const user = userEvent.setup();
    render(<ReportsScreen />);
    await user.click(screen.getByRole('radio', { name: /Chiara Ricci/ }));
    await user.click(screen.getByRole('radio', { name: /Obiettivi/ }));
    await user.click(screen.getByRole('button', { name: 'Genera PDF' }));
    expect(showSuccess).toHaveBeenCalledWith(
      'Report Generato',
      'Obiettivi per Chiara Ricci è pronto per il download.',
    );
  });

  it('uses the saved branding in the preview header', () => {
    const state = useSettingsStore.getState();
    state.save({
      profile: state.profile,
      notifications: state.notifications,
      branding: { ...state.branding, firmName: 'Studio Verdi' },
    });
    render(<ReportsScreen />);
    expect(screen.getByTestId('report-brand-header')).toHaveTextContent('Studio Verdi');
  });
});
