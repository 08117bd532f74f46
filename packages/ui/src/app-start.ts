import { firstPaint } from './after-first-paint';
import { preloadRouteModules } from './route-modules';

/** A task of its own for what comes next: whatever the page has queued (input first) runs before it. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve);
  });
}

/**
 * An app's entry point: once the page has painted (the build rendered its screen into the
 * HTML), fetches the screen's modules and the app's, all at once, then evaluates the app
 * one step per task — say React DOM, then the app itself, which mounts — so
 * that no single task evaluates all of it while the page is already on screen.
 */
export async function startAfterFirstPaint(
  steps: ReadonlyArray<() => Promise<unknown>>,
): Promise<void> {
  await firstPaint();
  preloadRouteModules();
  for (const step of steps) {
    await step();
    await nextTask();
  }
}
