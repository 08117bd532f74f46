import tailwindcss from '@tailwindcss/vite';
import { defineMain } from '@storybook/react-vite/node';

export default defineMain({
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  staticDirs: ['../packages/ui/public'],
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    return viteConfig;
  },
});
