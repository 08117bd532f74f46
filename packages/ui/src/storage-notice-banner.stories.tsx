import type { Meta, StoryObj } from '@storybook/react-vite';
import { StorageNoticeBanner } from './storage-notice-banner';
import { type StorageNoticeKind, useStorageNotices } from './storage-notices';

function withNotices(notices: StorageNoticeKind[]) {
  return () => {
    useStorageNotices.setState({ notices });
    return <StorageNoticeBanner />;
  };
}

const meta = {
  title: 'Componenti/StorageNoticeBanner',
  component: StorageNoticeBanner,
} satisfies Meta<typeof StorageNoticeBanner>;

export default meta;

type Story = StoryObj<typeof meta>;

export const DatiMessiDaParte: Story = { render: withNotices(['restored']) };

export const SalvataggioNonDisponibile: Story = { render: withNotices(['unavailable']) };

export const Entrambi: Story = { render: withNotices(['restored', 'unavailable']) };
