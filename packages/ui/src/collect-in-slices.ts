import { nextTask } from './next-task';

/**
 * Appends every item of `items` to `into`, handing the thread back (a task of its own for
 * what follows) each time `sliceMs` have passed: a long list made on a page that is already
 * on screen never becomes one long task. Resolves once the last item is in.
 */
export async function collectInSlices<Item>(
  items: Iterable<Item>,
  into: Item[],
  sliceMs: number,
): Promise<void> {
  let sliceStart = performance.now();
  for (const item of items) {
    into.push(item);
    if (performance.now() - sliceStart > sliceMs) {
      await nextTask();
      sliceStart = performance.now();
    }
  }
}
