import { type HtmlTagDescriptor, type Plugin } from 'vite';

/**
 * A plugin that adds tags to every index.html's head. The tags are built once the config is
 * resolved, because their URLs start with the app's base (`/investor/`, `/advisor/`, `/`).
 */
export function headTags(
  name: string,
  order: 'pre' | 'post',
  tags: (base: string) => HtmlTagDescriptor[],
): Plugin {
  let base = '/';
  return {
    name,
    configResolved(resolved) {
      base = resolved.base;
    },
    transformIndexHtml: { order, handler: () => tags(base) },
  };
}
