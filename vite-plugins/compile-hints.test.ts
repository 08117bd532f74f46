import { describe, expect, it } from 'vitest';
import { type Rolldown } from 'vite';
import { COMPILE_HINT, compileHints } from './compile-hints';
import { handlerOf, stub } from './testing/plugin-hooks';

function bundleOf(files: (Rolldown.OutputChunk | Rolldown.OutputAsset)[]): Rolldown.OutputBundle {
  return Object.fromEntries(files.map((file) => [file.fileName, file]));
}

const chunk = (fileName: string, code: string) =>
  stub<Rolldown.OutputChunk>({ type: 'chunk', fileName, code });
const asset = (fileName: string, source: string) =>
  stub<Rolldown.OutputAsset>({ type: 'asset', fileName, source });

function runGenerateBundle(bundle: Rolldown.OutputBundle) {
  const plugin = compileHints();
  return handlerOf(plugin.generateBundle).call(
    stub<Rolldown.PluginContext>({}),
    stub<Rolldown.NormalizedOutputOptions>({}),
    bundle,
    true,
  );
}

describe('compileHints', () => {
  it('opens every JavaScript chunk with the hint, on its first line', async () => {
    const bundle = bundleOf([
      chunk('assets/index.js', 'import "./app.js";\n'),
      chunk('assets/app.js', 'export const app = 1;\n'),
    ]);

    await runGenerateBundle(bundle);

    for (const file of Object.values(bundle)) {
      expect(file.type === 'chunk' && file.code.split('\n')[0]).toBe(
        '//# allFunctionsCalledOnLoad',
      );
    }
    const index = bundle['assets/index.js'];
    expect(index?.type === 'chunk' && index.code).toBe(`${COMPILE_HINT}import "./app.js";\n`);
  });

  it('leaves assets alone and never adds the hint twice', async () => {
    const css = 'body { margin: 0; }';
    const bundle = bundleOf([
      asset('assets/app.css', css),
      chunk('assets/app.js', `${COMPILE_HINT}export const app = 1;\n`),
    ]);

    await runGenerateBundle(bundle);

    const styles = bundle['assets/app.css'];
    expect(styles?.type === 'asset' && styles.source).toBe(css);
    const app = bundle['assets/app.js'];
    expect(app?.type === 'chunk' && app.code).toBe(`${COMPILE_HINT}export const app = 1;\n`);
  });

  it('runs after Vite’s own generateBundle hooks, in the browser build only', () => {
    const { generateBundle, apply } = compileHints();
    expect(typeof generateBundle === 'object' && generateBundle.order).toBe('post');
    if (typeof apply !== 'function') throw new Error('apply non è una funzione');

    expect(apply({}, { command: 'build', mode: 'production' })).toBe(true);
    expect(apply({ build: { ssr: true } }, { command: 'build', mode: 'production' })).toBe(false);
    expect(apply({}, { command: 'serve', mode: 'development' })).toBe(false);
  });
});
