import preview from '../../../.storybook/preview';
import { StorageNoticeBanner } from './storage-notice-banner';
import { type StorageNoticeKind, useStorageNotices } from './storage-notices';

function withNotices(notices: StorageNoticeKind[]) {
  return () => {
    useStorageNotices.setState({ notices });
    return <StorageNoticeBanner />;
  };
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
