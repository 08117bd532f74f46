import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ShownStorageNotices } from '@traguardo/domain/storage-notice';
import { AppProvider } from './app-provider';
import { MAIN_CONTENT_ID } from './main-content';
import { StorageNoticeBanner } from './storage-notice-banner';
import { storageNoticeSource } from './testing/storage-notice-source';

function renderInPage(initial: ShownStorageNotices = { notices: [], details: {} }) {
  const source = storageNoticeSource(initial);
  render(
    <AppProvider defaultRole="investor" storageNotices={source}>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <StorageNoticeBanner />
      </main>
    </AppProvider>,
  );
  return source;
}

describe('StorageNoticeBanner', () => {
  it('announces a notice raised before it mounted: the live region starts empty', async () => {
    renderInPage({ notices: ['restored'], details: {} });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    const notice = await screen.findByRole('region', { name: 'Dati salvati non leggibili' });
    expect(screen.getByRole('status')).toContainElement(notice);
    expect(notice).toHaveTextContent(/li abbiamo messi da parte senza cancellarli/);
  });

  it('Ho capito closes the notice and gives focus back to the page', async () => {
    const source = renderInPage({ notices: ['restored', 'unavailable'], details: {} });
    const notice = await screen.findByRole('region', { name: 'Salvataggio non disponibile' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Ho capito' })[1] as HTMLElement);
    expect(notice).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Dati salvati non leggibili' })).toBeVisible();
    expect(screen.getByRole('main')).toHaveFocus();
    expect(source.read().notices).toEqual(['restored']);
  });

  it('shows a notice raised while it is on screen', async () => {
    const source = renderInPage();
    act(() => source.show({ notices: ['unavailable'], details: {} }));
    expect(
      await screen.findByRole('region', { name: 'Salvataggio non disponibile' }),
    ).toHaveTextContent('le modifiche restano solo finché questa scheda è aperta');
  });

  it('without an app around it, shows nothing', () => {
    render(<StorageNoticeBanner />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says what was kept aside and where, and that saving goes on', async () => {
    renderInPage({
      notices: ['restored'],
      details: {
        restored: {
          labels: ['gli obiettivi', 'il piano scelto'],
          places: ['indexeddb', 'local-storage'],
          removed: 0,
          max: 0,
        },
      },
    });
    const notice = await screen.findByRole('region', { name: 'Dati salvati non leggibili' });
    expect(notice).toHaveTextContent(
      "I dati salvati per gli obiettivi e il piano scelto erano danneggiati o di una versione diversa: li abbiamo messi da parte senza cancellarli, in parte nella memoria del browser (localStorage) e in parte, dove non c'era spazio, nel database del browser (IndexedDB), e l'app è ripartita dai dati demo. Le nuove modifiche vengono salvate come sempre.",
    );
  });

  it('names IndexedDB, and why, when every copy went there', async () => {
    renderInPage({
      notices: ['restored'],
      details: {
        restored: { labels: ['gli obiettivi'], places: ['indexeddb'], removed: 0, max: 0 },
      },
    });
    expect(
      await screen.findByRole('region', { name: 'Dati salvati non leggibili' }),
    ).toHaveTextContent(
      "li abbiamo messi da parte senza cancellarli, nel database del browser (IndexedDB), perché nella memoria del browser (localStorage) non c'era spazio, e l'app è ripartita dai dati demo.",
    );
  });

  it('says a value left in place is not overwritten and changes are not saved', async () => {
    renderInPage({
      notices: ['kept-in-place'],
      details: { 'kept-in-place': { labels: ['gli obiettivi'], places: [], removed: 0, max: 0 } },
    });
    const notice = await screen.findByRole('region', {
      name: 'Dati salvati non leggibili, modifiche non salvate',
    });
    expect(notice).toHaveTextContent('I dati salvati per gli obiettivi erano danneggiati');
    expect(notice).toHaveTextContent('li abbiamo lasciati dove sono, senza cancellarli');
    expect(notice).toHaveTextContent('Le modifiche a questi dati non vengono salvate');
  });

  it('tells the user, in Italian, how many old copies were removed and of what', async () => {
    renderInPage({
      notices: ['copies-removed'],
      details: {
        'copies-removed': { labels: ['gli obiettivi'], places: [], removed: 2, max: 2 },
      },
    });
    const notice = await screen.findByRole('region', { name: 'Copie vecchie eliminate' });
    expect(notice).toHaveTextContent(
      'Per non esaurire lo spazio del browser teniamo al massimo 2 copie messe da parte per ogni tipo di dato: abbiamo eliminato le 2 copie più vecchie dei dati messi da parte per gli obiettivi.',
    );
  });
});
