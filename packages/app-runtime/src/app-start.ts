import { firstPaint } from './after-first-paint';
import { nextTask } from './next-task';

/**
 * An app's entry point: once the page has painted (the route's shell, built into the HTML),
 * evaluates the app one step per task — say React DOM, then the app itself, which mounts —
 * so that no single task evaluates all of it. A route's page preloads nothing, so its shell
 * paints with nothing competing for the network; the shell page, with nothing to paint
 * before the app, preloads them (vite-plugins/route-pages.ts).
 */
export async function startAfterFirstPaint(
  steps: ReadonlyArray<() => Promise<unknown>>,
): Promise<void> {
  await firstPaint();
  for (const step of steps) {
    await step();
    await nextTask();
  }
}
