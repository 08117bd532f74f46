import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAIN_CONTENT_ID } from './main-content';
import { StorageNoticeBanner } from './storage-notice-banner';
import { useStorageNotices } from './storage-notices';

function renderInPage() {
  return render(
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <StorageNoticeBanner />
    </main>,
  );
}

describe('StorageNoticeBanner', () => {
  beforeEach(() => useStorageNotices.setState({ notices: [] }));

  it('announces a notice raised before it mounted: the live region starts empty', async () => {
    useStorageNotices.setState({ notices: ['restored'] });
    renderInPage();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    const notice = await screen.findByRole('region', { name: 'Dati salvati non leggibili' });
    expect(screen.getByRole('status')).toContainElement(notice);
    expect(notice).toHaveTextContent(/li abbiamo messi da parte senza cancellarli/);
  });

  it('Ho capito closes the notice and gives focus back to the page', async () => {
    useStorageNotices.setState({ notices: ['restored', 'unavailable'] });
    renderInPage();
    const notice = await screen.findByRole('region', { name: 'Salvataggio non disponibile' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Ho capito' })[1] as HTMLElement);
    expect(notice).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Dati salvati non leggibili' })).toBeVisible();
    expect(screen.getByRole('main')).toHaveFocus();
    expect(useStorageNotices.getState().notices).toEqual(['restored']);
  });
});
