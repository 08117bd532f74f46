/**
 * Sends one request to a worker made for it and resolves with its one answer. The
 * worker is ended as soon as it answers or fails: these workers do one job each.
 */
export function askWorker<Answer>(
  worker: Worker,
  request: unknown,
  transfer: Transferable[] = [],
): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    worker.addEventListener('message', (event: MessageEvent<Answer>) => {
      worker.terminate();
      resolve(event.data);
    });
    worker.addEventListener('error', (event) => {
      worker.terminate();
      reject(new Error(event.message));
    });
    worker.postMessage(request, { transfer });
  });
}
