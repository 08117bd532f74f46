import { firstPaint } from './after-first-paint';
import { preloadAfterPaintModules } from './after-paint-modules';
import { nextTask } from './next-task';

/**
 * An app's entry point: once the page has painted (the route's shell, built into the HTML),
 * evaluates the app one step per task — say React DOM, then the app itself, which mounts —
 * so that no single task evaluates all of it. A route's page requests nothing before its
 * shell has painted; then every module it lists is asked for at once (after-paint-modules.ts),
 * fetched in parallel while the steps run. The shell page, with nothing to paint before the
 * app, preloads them in its HTML (vite-plugins/route-pages.ts).
 */
export async function startAfterFirstPaint(
  steps: ReadonlyArray<() => Promise<unknown>>,
): Promise<void> {
  await firstPaint();
  preloadAfterPaintModules(document);
  for (const step of steps) {
    await step();
    await nextTask();
  }
}
