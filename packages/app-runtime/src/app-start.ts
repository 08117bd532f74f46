import { firstPaint } from './after-first-paint';
import { nextTask } from './next-task';
import { preloadRouteModules } from './route-modules';

/**
 * An app's entry point: once the page has painted (the build rendered its screen into the
 * HTML), starts fetching the screen's modules and the app's, then evaluates the app
 * one step per task — say React DOM, then the app itself, which mounts — so
 * that no single task evaluates all of it while the page is already on screen.
 */
export async function startAfterFirstPaint(
  steps: ReadonlyArray<() => Promise<unknown>>,
): Promise<void> {
  await firstPaint();
  // Not awaited: its links go in a task each, between the steps'. Its first link, put in
  // the page here, gets this task to itself: the first step puts in links of its own.
  void preloadRouteModules();
  await nextTask();
  for (const step of steps) {
    await step();
    await nextTask();
  }
}
