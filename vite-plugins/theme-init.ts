import { type Plugin } from 'vite';
import { THEME_STORAGE_KEY } from '../packages/domain/src/theme';
import {
  appStorageKeyPrefix,
  BACKUP_KEY_INFIX,
  STORED_STATE_ATTRIBUTE,
} from '../packages/persistence/src/stored-state-mark';
import { ROLE_PARAM } from '../packages/domain/src/role';
import {
  PAGE_LIVE_EVENT,
  RENDERED_AFRESH_ATTRIBUTE,
} from '../packages/app-runtime/src/prerendered-page';
import { headTags } from './head-tags';

/**
 * What the script needs to mark a page whose app keeps state on the device: the prefix of
 * the app's keys (apps name their stores after their base: '/investor/' keeps
 * 'traguardo:investor:…'), what marks a backup key and the attribute to set. The landing
 * ('/') keeps nothing.
 */
function storedStateAttributes(base: string): Record<string, string> {
  const app = base.replaceAll('/', '');
  if (app === '') return {};
  return {
    'data-stored-state-prefix': appStorageKeyPrefix(app),
    'data-stored-state-backup': BACKUP_KEY_INFIX,
    'data-stored-state-mark': STORED_STATE_ATTRIBUTE,
  };
}

/**
 * Puts the pre-paint script (packages/ui/public/theme-init.js, copied into every dist)
 * first in <head> as a classic, render-blocking external script: inline scripts are
 * refused by the CSP. The theme's storage key, the stored-state names and the mark of an
 * address rendered afresh (with the one query parameter that leaves a page as built) and the
 * event that ends the holding of early clicks travel as data attributes so each is named
 * once, in TypeScript.
 */
export function themeInit(): Plugin {
  return headTags('traguardo:theme-init', 'post', (base) => [
    {
      tag: 'script',
      attrs: {
        src: `${base}theme-init.js`,
        'data-storage-key': THEME_STORAGE_KEY,
        ...storedStateAttributes(base),
        'data-rendered-afresh-mark': RENDERED_AFRESH_ATTRIBUTE,
        'data-rendered-afresh-keeps': ROLE_PARAM,
        'data-page-live-event': PAGE_LIVE_EVENT,
      },
      injectTo: 'head-prepend',
    },
  ]);
}
