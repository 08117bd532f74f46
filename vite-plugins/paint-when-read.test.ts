import { runInNewContext } from 'node:vm';
import { type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { PAINT_WHEN_READ_CODE, paintWhenRead } from './paint-when-read';
import { appBuildConfig, handlerOf, indexHtmlTags, stub } from './testing/plugin-hooks';

/** The files `plugin`'s buildStart emits in a production build of the investor app. */
async function emittedFiles(plugin: Plugin) {
  const emitted: { fileName: string | undefined; source: string }[] = [];
  handlerOf(plugin.configResolved).call(stub({}), await appBuildConfig('investor', '/investor/'));
  const context = stub<Rolldown.PluginContext>({
    emitFile(file) {
      if (file.type !== 'asset') throw new Error('non un file');
      emitted.push({ fileName: file.fileName, source: String(file.source) });
      return file.fileName ?? '';
    },
  });
  await handlerOf(plugin.buildStart).call(context, stub<Rolldown.NormalizedInputOptions>({}));
  return emitted;
}

describe('paintWhenRead', () => {
  it('puts a deferred, render-blocking script first in each app’s head, under its base', async () => {
    for (const base of ['/', '/investor/', '/advisor/']) {
      const tags = await indexHtmlTags(paintWhenRead(), await appBuildConfig('investor', base));
      expect(tags).toHaveLength(1);
      const [tag] = tags;
      expect(tag?.tag).toBe('script');
      expect(tag?.injectTo).toBe('head-prepend');
      expect(tag?.attrs).toMatchObject({ defer: true, blocking: 'render' });
      expect(tag?.attrs?.type).toBeUndefined();
      expect(String(tag?.attrs?.src)).toMatch(
        new RegExp(`^${base}assets/paint-when-read-[\\w-]{8}\\.js$`),
      );
    }
  });

  it('emits the file the tag names: a script that runs and does nothing', async () => {
    const plugin = paintWhenRead();
    const [file, ...others] = await emittedFiles(plugin);
    expect(others).toEqual([]);
    const [tag] = await indexHtmlTags(
      paintWhenRead(),
      await appBuildConfig('investor', '/investor/'),
    );
    expect(`/investor/${file?.fileName}`).toBe(tag?.attrs?.src);
    expect(file?.source).toBe(PAINT_WHEN_READ_CODE);
    const page = {};
    expect(() => runInNewContext(PAINT_WHEN_READ_CODE, page)).not.toThrow();
    expect(page).toEqual({});
  });
});
