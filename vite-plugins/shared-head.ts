import { type Plugin } from 'vite';
import { headTags } from './head-tags';
import { THEME_COLOR } from './pwa';

/** What the three apps' pages say about the product, in search results and link previews. */
const DESCRIPTION =
  'Traguardo: la tua piattaforma di pianificazione finanziaria. Versione demo con dati simulati.';

/**
 * Writes the head every app's index.html shares — charset, viewport, description, the
 * browser's theme colour (the manifest's too) and the favicon under the app's base — so
 * each index.html keeps only its own title (issue 16: the three heads were copies).
 */
export function sharedHead(): Plugin {
  return headTags('traguardo:shared-head', 'pre', (base) => [
    { tag: 'meta', attrs: { charset: 'UTF-8' }, injectTo: 'head-prepend' },
    {
      tag: 'meta',
      attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1.0' },
      injectTo: 'head',
    },
    { tag: 'meta', attrs: { name: 'description', content: DESCRIPTION }, injectTo: 'head' },
    { tag: 'meta', attrs: { name: 'theme-color', content: THEME_COLOR }, injectTo: 'head' },
    // The PNG drawn from favicon.svg (scripts/generate-icons.mjs): Chromium builds a whole SVG
    // document on the page's main thread to draw an SVG favicon (13–30 ms unthrottled, after
    // the first paint, in our traces), and only decodes a PNG.
    {
      tag: 'link',
      attrs: { rel: 'icon', type: 'image/png', sizes: '192x192', href: `${base}icon-192.png` },
      injectTo: 'head',
    },
  ]);
}
