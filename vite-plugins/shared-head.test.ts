import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type HtmlTagDescriptor } from 'vite';
import { THEME_COLOR } from './pwa';
import { sharedHead } from './shared-head';
import { appBuildConfig, indexHtmlTags, repoRoot } from './testing/plugin-hooks';

const metaContent = (tags: HtmlTagDescriptor[], name: string) =>
  tags.find((tag) => tag.attrs?.name === name)?.attrs?.content;

/** Each app with the base it is built for. */
const APPS = [
  ['landing', '/'],
  ['investor', '/investor/'],
  ['advisor', '/advisor/'],
] as const;

/** The tags sharedHead gives `app`'s index.html. */
async function headOf(app: string, base: string): Promise<HtmlTagDescriptor[]> {
  return indexHtmlTags(sharedHead(), await appBuildConfig(app, base));
}

describe('sharedHead', () => {
  it('opens every head with the charset, then the viewport and the Italian description', async () => {
    const tags = await headOf('investor', '/investor/');

    expect(tags[0]).toEqual({ tag: 'meta', attrs: { charset: 'UTF-8' }, injectTo: 'head-prepend' });
    expect(metaContent(tags, 'viewport')).toBe('width=device-width, initial-scale=1.0');
    expect(metaContent(tags, 'description')).toBe(
      'Traguardo: la tua piattaforma di pianificazione finanziaria. Versione demo con dati simulati.',
    );
    expect(metaContent(tags, 'theme-color')).toBe(THEME_COLOR);
  });

  it('links the favicon under each app’s base, a file of the shared public folder', async () => {
    for (const [app, base] of APPS) {
      const tags = await headOf(app, base);
      const icons = tags.filter((tag) => tag.attrs?.rel === 'icon');

      expect(icons.map((tag) => tag.attrs?.href)).toEqual([`${base}icon-192.png`]);
    }
    expect(existsSync(resolve(repoRoot, 'packages/ui/public/icon-192.png'))).toBe(true);
  });
});
