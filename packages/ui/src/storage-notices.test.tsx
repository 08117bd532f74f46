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
    showStorageNotice({ kind: 'restored', key: 'a' });
    showStorageNotice({ kind: 'restored', key: 'b' });
    expect(useStorageNotices.getState().notices).toEqual(['restored']);
  });
});
