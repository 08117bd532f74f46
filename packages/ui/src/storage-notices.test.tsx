import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { StorageNoticeBanner } from './storage-notice-banner';
import { STORAGE_NOTICE_TEXT, showStorageNotice, useStorageNotices } from './storage-notices';
import { Toaster } from './toaster';

beforeEach(() => useStorageNotices.setState({ notices: [] }));

describe('showStorageNotice', () => {
  it('shows storage that refuses writes in the banner and a failed write as a toast', async () => {
    render(
      <>
        <StorageNoticeBanner />
        <Toaster />
      </>,
    );
    act(() => {
      showStorageNotice({ kind: 'unavailable', key: 'traguardo:test:notes' });
      showStorageNotice({ kind: 'write-failed', key: 'traguardo:test:notes', label: 'le note' });
    });
    expect(
      await screen.findByRole('region', { name: STORAGE_NOTICE_TEXT.unavailable.title }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Modifica non salvata sul dispositivo')).toBeInTheDocument();
    expect(screen.getByText(/Non è stato possibile salvare le note/)).toBeInTheDocument();
  });

  it('raises each banner notice once', () => {
    showStorageNotice({ kind: 'restored', key: 'a', label: 'le note', keptIn: 'local-storage' });
    showStorageNotice({ kind: 'restored', key: 'b', label: 'le note', keptIn: 'local-storage' });
    expect(useStorageNotices.getState().notices).toEqual(['restored']);
  });

  it('says what was kept aside and where, and that saving goes on', async () => {
    render(<StorageNoticeBanner />);
    act(() => {
      showStorageNotice({
        kind: 'restored',
        key: 'traguardo:investor:goals',
        label: 'gli obiettivi',
        keptIn: 'indexeddb',
      });
      showStorageNotice({
        kind: 'restored',
        key: 'traguardo:investor:plan',
        label: 'il piano scelto',
        keptIn: 'local-storage',
      });
    });
    const notice = await screen.findByRole('region', { name: 'Dati salvati non leggibili' });
    expect(notice).toHaveTextContent(
      "I dati salvati per gli obiettivi e il piano scelto erano danneggiati o di una versione diversa: li abbiamo messi da parte senza cancellarli, in parte nella memoria del browser (localStorage) e in parte, dove non c'era spazio, nel database del browser (IndexedDB), e l'app è ripartita dai dati demo. Le nuove modifiche vengono salvate come sempre.",
    );
    expect(
      screen.queryByRole('region', { name: STORAGE_NOTICE_TEXT.unavailable.title }),
    ).not.toBeInTheDocument();
  });

  it('names IndexedDB, and why, when every copy went there', async () => {
    render(<StorageNoticeBanner />);
    act(() =>
      showStorageNotice({
        kind: 'restored',
        key: 'traguardo:investor:goals',
        label: 'gli obiettivi',
        keptIn: 'indexeddb',
      }),
    );
    expect(
      await screen.findByRole('region', { name: 'Dati salvati non leggibili' }),
    ).toHaveTextContent(
      "li abbiamo messi da parte senza cancellarli, nel database del browser (IndexedDB), perché nella memoria del browser (localStorage) non c'era spazio, e l'app è ripartita dai dati demo.",
    );
  });

  it('says a value left in place is not overwritten and changes are not saved', async () => {
    render(<StorageNoticeBanner />);
    act(() =>
      showStorageNotice({
        kind: 'kept-in-place',
        key: 'traguardo:investor:goals',
        label: 'gli obiettivi',
      }),
    );
    const notice = await screen.findByRole('region', {
      name: 'Dati salvati non leggibili, modifiche non salvate',
    });
    expect(notice).toHaveTextContent('I dati salvati per gli obiettivi erano danneggiati');
    expect(notice).toHaveTextContent('li abbiamo lasciati dove sono, senza cancellarli');
    expect(notice).toHaveTextContent('Le modifiche a questi dati non vengono salvate');
  });

  it('tells the user, in Italian, how many old copies were removed and of what', async () => {
    render(<StorageNoticeBanner />);
    act(() => {
      for (const key of ['a', 'b']) {
        showStorageNotice({
          kind: 'copies-removed',
          key,
          label: 'gli obiettivi',
          keptIn: 'local-storage',
          removed: 1,
          max: 2,
        });
      }
    });
    const notice = await screen.findByRole('region', { name: 'Copie vecchie eliminate' });
    expect(notice).toHaveTextContent(
      'Per non esaurire lo spazio del browser teniamo al massimo 2 copie messe da parte per ogni tipo di dato: abbiamo eliminato le 2 copie più vecchie dei dati messi da parte per gli obiettivi.',
    );
  });
});
