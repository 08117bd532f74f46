import { type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { SHELL_FILE } from './route-pages';

export type PwaOptions = {
  /** The installed app's Italian name ('Traguardo – Investitore'). */
  name: string;
  /** Under the home-screen icon. */
  shortName: string;
  description: string;
};

/** The brand teal of packages/ui/src/theme.css (brand-700), also the index.html theme-color. */
export const THEME_COLOR = '#0f766e';
/** The light page background (slate-50), shown on the splash screen while the app starts. */
const BACKGROUND_COLOR = '#f8fafc';

/**
 * Makes an app installable and usable offline: a web manifest linked from its index.html
 * and a Workbox service worker (generateSW) that precaches the whole build — app shell,
 * every lazily loaded route chunk, the per-route HTML files, icons, the pre-paint theme
 * script — and answers every navigation inside the app's base with the shell page (an
 * empty #root, see route-pages), never with another route's prerendered content.
 *
 * The new worker waits (no skipWaiting) until the person presses Aggiorna: the page
 * registers it itself with workbox-window (packages/app-runtime/src/service-worker.ts), so the
 * plugin injects no registration script (the CSP refuses inline scripts anyway).
 * The first worker of a device takes the open page over as soon as it has stored the app
 * (clientsClaim): the screens of a short first visit then open offline in that same tab.
 * It answers with the files of the version the page runs, so nothing changes under the
 * person's feet; an update still waits for Aggiorna.
 */
export function pwa({ name, shortName, description }: PwaOptions): PluginOption {
  return VitePWA({
    injectRegister: false,
    registerType: 'prompt',
    // The icons and the manifest are precached by the plugin itself; the glob skips them.
    manifest: {
      name,
      short_name: shortName,
      description,
      lang: 'it',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      // start_url and scope default to the app's base ('/investor/').
      icons: [
        { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // .br/.gz copies (vite-plugins/precompress.ts) are the server's business, not the cache's.
      globPatterns: ['**/*.{js,css,html,svg,txt}'],
      navigateFallback: SHELL_FILE,
      // The report's fonts (a pair per script group, 0,5 to 4,7 MB compressed, only for
      // "Genera PDF") are not precached: kept once a report has fetched them, so later reports embed them offline too. Their names
      // carry a hash of their content, so a kept copy is never stale.
      runtimeCaching: [
        {
          urlPattern: /\.ttf$/,
          handler: 'CacheFirst',
          options: { cacheName: 'traguardo-fonts', expiration: { maxEntries: 8 } },
        },
      ],
      cleanupOutdatedCaches: true,
      skipWaiting: false,
      clientsClaim: true,
    },
  });
}
