import { type StorageNoticeKind } from '@traguardo/domain/storage-notice';
import preview from '../../../.storybook/preview';
import { AppProvider } from './app-provider';
import { StorageNoticeBanner } from './storage-notice-banner';
import { storageNoticeSource } from './testing/storage-notice-source';

function withNotices(notices: StorageNoticeKind[]) {
  return () => (
    <AppProvider
      defaultRole="investor"
      storageNotices={storageNoticeSource({ notices, details: {} })}
    >
      <StorageNoticeBanner />
    </AppProvider>
  );
}

const meta = preview.meta({
  title: 'Componenti/StorageNoticeBanner',
  component: StorageNoticeBanner,
});

export const DatiMessiDaParte = meta.story({ render: withNotices(['restored']) });

export const SalvataggioNonDisponibile = meta.story({ render: withNotices(['unavailable']) });

export const Entrambi = meta.story({ render: withNotices(['restored', 'unavailable']) });

export const LasciatiAlLoroPostoECopieEliminate = meta.story({
  render: withNotices(['kept-in-place', 'copies-removed']),
});
