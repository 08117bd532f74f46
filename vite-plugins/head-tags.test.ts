import { describe, expect, it } from 'vitest';
import { type HtmlTagDescriptor } from 'vite';
import { headTags } from './head-tags';
import { appBuildConfig, indexHtmlTags } from './testing/plugin-hooks';

const icon = (base: string): HtmlTagDescriptor[] => [
  { tag: 'link', attrs: { rel: 'icon', href: `${base}icon.png` }, injectTo: 'head' },
];

describe('headTags', () => {
  it('builds the tags with the app’s base once the config is resolved', async () => {
    const plugin = headTags('test:icon', 'pre', icon);

    expect(await indexHtmlTags(plugin, await appBuildConfig('advisor', '/advisor/'))).toEqual(
      icon('/advisor/'),
    );
  });

  it('uses the root base before a config is resolved', async () => {
    expect(await indexHtmlTags(headTags('test:icon', 'post', icon))).toEqual(icon('/'));
  });

  it('runs in the order it is given, under its own name', () => {
    const plugin = headTags('test:icon', 'post', icon);
    const hook = plugin.transformIndexHtml;

    expect(plugin.name).toBe('test:icon');
    expect(typeof hook === 'object' && hook.order).toBe('post');
  });
});
