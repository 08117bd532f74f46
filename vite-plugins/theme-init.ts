import { type Plugin } from 'vite';
import { THEME_STORAGE_KEY } from '../packages/domain/src/theme';
import { headTags } from './head-tags';

/**
 * Puts the pre-paint theme script (packages/ui/public/theme-init.js, copied into every
 * dist) first in <head> as a classic, render-blocking external script: inline scripts are
 * refused by the CSP. The storage key travels as a data attribute so it is named once, in
 * the domain.
 */
export function themeInit(): Plugin {
  return headTags('traguardo:theme-init', 'post', (base) => [
    {
      tag: 'script',
      attrs: { src: `${base}theme-init.js`, 'data-storage-key': THEME_STORAGE_KEY },
      injectTo: 'head-prepend',
    },
  ]);
}
