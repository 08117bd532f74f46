import { firstPaint } from './after-first-paint';
import { nextTask } from './next-task';

/**
 * An app's entry point: once the page has painted (the route's shell, built into the HTML),
 * evaluates the app one step per task — say React DOM, then the app itself, which mounts —
 * so that no single task evaluates all of it. The page's HTML preloads the modules the
 * steps import (vite-plugins/route-pages.ts), so they are fetched while the shell paints.
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
