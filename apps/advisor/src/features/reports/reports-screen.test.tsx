import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnloadableWorker } from '@traguardo/app-runtime/testing/unloadable-worker';
import { useBookStore } from '../../stores/book-store';
import { useGeneratedReportsStore } from '../../stores/generated-reports-store';
import { useSelectionStore } from '../../stores/selection-store';
import { SELECTION_STORAGE } from '../../stores/storage';
import { settingsOf, useSettingsStore } from '../../stores/settings-store';
import { renderApp } from '../../testing/render-app';
import { ReportsScreen } from './reports-screen';

/** The screen once it has read the open book (the demo's sample clients). */
async function renderScreen() {
  const rendered = renderApp(<ReportsScreen />);
  // The header and the choices show at once; the preview once the book is read.
  await screen.findByRole('region', { name: 'Anteprima del report' });
  return rendered;
}

async function expectToast(title: string, description: string) {
  const toast = await screen.findByRole('status');
  expect(toast).toHaveTextContent(title);
  expect(toast).toHaveTextContent(description);
}

describe('ReportsScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers Genera PDF and Condividi once the book is read, not before', async () => {
    renderApp(<ReportsScreen />);
    const actions = ['Genera PDF', 'Condividi'].map((name) => screen.getByRole('button', { name }));
    for (const action of actions) expect(action).toBeDisabled();
    await screen.findByRole('region', { name: 'Anteprima del report' });
    for (const action of actions) expect(action).toBeEnabled();
  });

  it('defaults to the aggregate comprehensive report', async () => {
    const { user } = await renderScreen();
    const preview = screen.getByRole('region', { name: 'Anteprima del report' });
    expect(within(preview).getByText('Tutti i clienti')).toBeInTheDocument();
    expect(within(preview).getByText('18%')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Genera PDF' }));
    await expectToast(
      'Report Generato',
      'Report Completo per Tutti i clienti è pronto per il download.',
    );
  });

  it('names the chosen client and type', async () => {
    const { user } = await renderScreen();
    await user.click(screen.getByRole('radio', { name: /Chiara Ricci/ }));
    await user.click(screen.getByRole('radio', { name: /Obiettivi/ }));
    await user.click(screen.getByRole('button', { name: 'Genera PDF' }));
    await expectToast('Report Generato', 'Obiettivi per Chiara Ricci è pronto per il download.');
  });

  it('tells the user, in Italian, when the PDF worker cannot start, and lets them retry', async () => {
    vi.stubGlobal('Worker', UnloadableWorker);
    const { user } = await renderScreen();
    const generate = screen.getByRole('button', { name: 'Genera PDF' });
    await user.click(generate);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('PDF non generato');
    expect(alert).toHaveTextContent('Non è stato possibile creare il file del report: riprova.');
    await vi.waitFor(() => expect(generate).toHaveAttribute('aria-busy', 'false'));
  });

  it('uses the saved branding in the preview header', async () => {
    const demo = settingsOf(useSettingsStore.getState(), 'demo');
    useSettingsStore.getState().save('demo', {
      ...demo,
      branding: { ...demo.branding, firmName: 'Studio Verdi' },
    });
    await renderScreen();
    expect(screen.getByTestId('report-brand-header')).toHaveTextContent('Studio Verdi');
  });

  it('keeps the chosen client for the next visit, in storage too', async () => {
    const { user, unmount } = await renderScreen();
    await user.click(screen.getByRole('radio', { name: /Chiara Ricci/ }));
    unmount();
    expect(localStorage.getItem(SELECTION_STORAGE.name)).toContain(
      '"selectedClientId":{"demo":"c6"',
    );
    await renderScreen();
    expect(screen.getByRole('radio', { name: /Chiara Ricci/ })).toBeChecked();
  });

  it('shows the aggregate report when the remembered id names no client', async () => {
    useSelectionStore.getState().select('demo', 'c999');
    await renderScreen();
    expect(screen.getByRole('radio', { name: /Tutti i clienti/ })).toBeChecked();
  });

  it('lists in Report recenti only the open book’s reports', async () => {
    const report = {
      id: 'generato-1',
      client: 'Anna Neri',
      type: 'Report Completo',
      date: '2026-11-20',
      status: 'Generato',
    } as const;
    act(() => useBookStore.getState().openBook('own'));
    const { unmount } = renderApp(<ReportsScreen />);
    const ownList = await screen.findByRole('list', { name: 'Report recenti' });
    // An empty own book: none of the demo's sample reports.
    expect(within(ownList).queryAllByRole('listitem')).toHaveLength(0);
    expect(
      screen.getByText('Nessun report generato: quelli che crei con «Genera PDF» compaiono qui.'),
    ).toBeInTheDocument();
    act(() => useGeneratedReportsStore.getState().add('own', report));
    expect(within(ownList).getByText('Anna Neri')).toBeInTheDocument();
    expect(within(ownList).queryByText('Marco Rossi')).toBeNull();
    unmount();

    // Back to the demo: its sample reports, not the own book's.
    act(() => useBookStore.getState().openBook('demo'));
    await renderScreen();
    const demoList = screen.getByRole('list', { name: 'Report recenti' });
    expect(within(demoList).getAllByText('Marco Rossi').length).toBeGreaterThan(0);
    expect(within(demoList).queryByText('Anna Neri')).toBeNull();
  });

  it('tells the advisor, on the own book until its settings are saved, that the report needs them, and leads to Impostazioni', async () => {
    const NOTICE = 'Intestazione del report da completare';
    act(() => useBookStore.getState().openBook('own'));
    const { user, router } = renderApp({ route: '/reports' });
    const notice = await screen.findByRole('region', { name: NOTICE });
    // The preview, as the PDF, has no empty band in place of the firm.
    expect(screen.queryByTestId('report-brand-header')).toBeNull();
    expect(notice).toHaveTextContent(
      "Completa le Impostazioni: nome dello studio e del consulente compaiono nell'intestazione del report. Finché mancano, il PDF esce senza intestazione.",
    );
    await user.click(within(notice).getByRole('link', { name: 'Vai alle Impostazioni' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(await screen.findByLabelText('Nome dello studio')).toHaveValue('');

    // Once saved, the own book's reports have their header: no notice.
    await user.type(screen.getByLabelText('Nome completo'), 'Giulia Verdi');
    await user.type(screen.getByLabelText('Email'), 'giulia@studioverdi.it');
    await user.type(screen.getByLabelText('Nome dello studio'), 'Studio Verdi');
    await user.click(screen.getByRole('button', { name: 'Salva Impostazioni' }));
    expect(await screen.findByText('Impostazioni salvate')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Report' }));
    await screen.findByRole('region', { name: 'Anteprima del report' });
    expect(screen.queryByRole('region', { name: NOTICE })).toBeNull();
    expect(screen.getByTestId('report-brand-header')).toHaveTextContent('Studio Verdi');
  });

  it('has no such notice on the demo, whose settings are the sample advisor’s', async () => {
    await renderScreen();
    expect(screen.queryByText(/Completa le Impostazioni/)).toBeNull();
  });
});
