/**
 * Resolves in a task of its own: whatever the page has queued meanwhile (input first) runs
 * before the work that awaits it, which so never adds up to one long task.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve);
  });
}
