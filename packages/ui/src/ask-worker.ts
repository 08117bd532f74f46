// One request, one answer, to a worker made for it. Requests cross as JSON text: for
// 10,000 clients, JSON.stringify and copying one string cost the page a fraction of a
// structured clone of 10,000 objects, which would be one long task on the main thread.

/**
 * Sends `request` (JSON-safe data) to `worker` and resolves with its one answer. The
 * worker is ended as soon as it answers or fails: these workers do one job each.
 */
export function askWorker<Answer>(worker: Worker, request: unknown): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    worker.addEventListener('message', (event: MessageEvent<Answer>) => {
      worker.terminate();
      resolve(event.data);
    });
    worker.addEventListener('error', (event) => {
      worker.terminate();
      reject(new Error(event.message));
    });
    worker.postMessage(JSON.stringify(request));
  });
}

/** In a worker: answers each request sent by askWorker, read back from its JSON text. */
export function answerRequests<Request>(answer: (request: Request) => void): void {
  self.addEventListener('message', (event: MessageEvent<string>) => {
    answer(JSON.parse(event.data) as Request);
  });
}
