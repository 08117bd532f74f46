import preview from '../../../.storybook/preview';
import { AppStatusBar } from './app-status-bar';

const meta = preview.meta({
  title: 'Componenti/AppStatusBar',
  component: AppStatusBar,
  args: { online: false, updateWaiting: false, onUpdate: () => {} },
});

export const Offline = meta.story();

export const NuovaVersione = meta.story({ args: { online: true, updateWaiting: true } });

export const OfflineConAggiornamento = meta.story({ args: { updateWaiting: true } });
