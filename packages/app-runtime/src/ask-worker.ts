// Requests cross as JSON text: for 10,000 clients, JSON.stringify and copying one string
// cost the page a fraction of a structured clone of 10,000 objects, which would be one
// long task on the main thread.

/** A conversation with a worker that answers each request once, in the order sent. */
export interface WorkerChannel {
  /** Sends `request` (JSON-safe data); resolves with the worker's answer to it. */
  ask<Answer>(request: unknown): Promise<Answer>;
  /** Ends the worker: requests still unanswered, and any sent later, are rejected. */
  close(): void;
}

type Waiting = { resolve: (answer: unknown) => void; reject: (error: Error) => void };

/** Opens a channel to `worker`, which stays alive for many requests until `close()`. */
export function openWorkerChannel(worker: Worker): WorkerChannel {
  const waiting: Waiting[] = [];
  let closedBecause: Error | null = null;
  const end = (reason: Error) => {
    if (closedBecause !== null) return;
    closedBecause = reason;
    worker.terminate();
    for (const request of waiting.splice(0)) request.reject(reason);
  };
  worker.addEventListener('message', (event: MessageEvent<unknown>) => {
    waiting.shift()?.resolve(event.data);
  });
  worker.addEventListener('error', (event) => end(new Error(event.message)));
  return {
    ask<Answer>(request: unknown) {
      return new Promise<Answer>((resolve, reject) => {
        if (closedBecause !== null) {
          reject(closedBecause);
          return;
        }
        waiting.push({ resolve: resolve as (answer: unknown) => void, reject });
        worker.postMessage(JSON.stringify(request));
      });
    },
    close: () => end(new Error('Il worker è stato chiuso.')),
  };
}

/** In a worker: answers each request sent through a channel, read back from its JSON text. */
export function answerRequests<Request>(answer: (request: Request) => void): void {
  self.addEventListener('message', (event: MessageEvent<string>) => {
    answer(JSON.parse(event.data) as Request);
  });
}
