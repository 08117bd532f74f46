// The one transport between a page and its workers: typed calls by method name, like
// Actual's `send`. The worker answers with `answerCalls(api)`; the page holds a
// `WorkerConnection<Api>` typed by the same `Api`, so a call's name, arguments and answer
// are checked on both sides. A worker that fails to start or crashes rejects every call
// still waiting and every later one: no caller waits for an answer that cannot come.

/** A worker's API: methods only; each may answer a value or a promise of it. */
export type WorkerApi<Api> = { [Name in keyof Api]: (...args: never[]) => unknown };

type Method<Api, Name extends keyof Api> = Api[Name] extends (...args: infer Args) => infer Result
  ? { args: Args; result: Awaited<Result> }
  : never;

/** Why a connection's calls reject when the worker itself could not answer them. */
export class WorkerFailedError extends Error {
  override name = 'WorkerFailedError';
}

/** Why a connection's calls reject once the page closed it. */
export class WorkerClosedError extends Error {
  override name = 'WorkerClosedError';
}

/** What the page needs of a Worker (a test may pass a stand-in over a MessageChannel). */
export interface WorkerEndpoint {
  postMessage(message: unknown, transfer: Transferable[]): void;
  addEventListener(
    type: 'message' | 'messageerror' | 'error',
    listener: (event: Event) => void,
  ): void;
  terminate(): void;
}

/** The page's side of one worker. */
export interface WorkerConnection<Api extends WorkerApi<Api>> {
  /** Calls `name` in the worker; resolves with its answer, rejects with what it threw. */
  call<Name extends keyof Api & string>(
    name: Name,
    ...args: Method<Api, Name>['args']
  ): Promise<Method<Api, Name>['result']>;
  /** As `call`, moving `transfer` (an OffscreenCanvas, an ArrayBuffer) instead of copying it. */
  transfer<Name extends keyof Api & string>(
    transfer: Transferable[],
    name: Name,
    ...args: Method<Api, Name>['args']
  ): Promise<Method<Api, Name>['result']>;
  /**
   * Calls `name` without waiting for an answer (a stream of pointer positions). If the
   * method throws, the worker fails as with any uncaught error.
   */
  notify<Name extends keyof Api & string>(name: Name, ...args: Method<Api, Name>['args']): void;
  /** Resolves, with why, once the worker failed to start or crashed; never after `close()`. */
  readonly failed: Promise<WorkerFailedError>;
  /** Ends the worker: calls still waiting, and any made later, reject with WorkerClosedError. */
  close(): void;
}

/** A call as it crosses to the worker; `id` 0 asks for no answer. */
type CallMessage = { id: number; name: string; args: unknown[] };
type AnswerMessage =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; name: string; message: string };

type Waiting = { resolve: (value: unknown) => void; reject: (error: Error) => void };

const isAnswer = (data: unknown): data is AnswerMessage =>
  typeof data === 'object' && data !== null && 'id' in data && 'ok' in data;

/**
 * Connects to the worker `start` makes (`new Worker(new URL('./x.worker.ts',
 * import.meta.url), { type: 'module' })`, written at the caller so the bundler finds it).
 * Where `start` throws (no Worker, a refused script), the connection is failed from the
 * start: its calls reject, and `failed` resolves.
 */
export function connectWorker<Api extends WorkerApi<Api>>(
  start: () => WorkerEndpoint,
): WorkerConnection<Api> {
  const waiting = new Map<number, Waiting>();
  let lastId = 0;
  let ended: Error | null = null;
  let worker: WorkerEndpoint | null = null;
  let reportFailure: (error: WorkerFailedError) => void = () => undefined;
  const failed = new Promise<WorkerFailedError>((resolve) => (reportFailure = resolve));

  const end = (reason: Error) => {
    if (ended !== null) return;
    ended = reason;
    worker?.terminate();
    for (const call of waiting.values()) call.reject(reason);
    waiting.clear();
    if (reason instanceof WorkerFailedError) reportFailure(reason);
  };

  try {
    worker = start();
  } catch (error) {
    end(new WorkerFailedError(`Il worker non è partito: ${String(error)}`));
  }
  worker?.addEventListener('message', (event) => {
    const data: unknown = 'data' in event ? event.data : undefined;
    if (!isAnswer(data)) return;
    const call = waiting.get(data.id);
    if (call === undefined) return;
    waiting.delete(data.id);
    if (data.ok) call.resolve(data.value);
    else call.reject(Object.assign(new Error(data.message), { name: data.name }));
  });
  worker?.addEventListener('error', (event) => {
    // Handled here (a script that did not load, an uncaught error): not the page's error.
    event.preventDefault();
    const message = event instanceof ErrorEvent && event.message ? event.message : '';
    end(new WorkerFailedError(message || 'Il worker si è interrotto.'));
  });
  worker?.addEventListener('messageerror', () =>
    end(new WorkerFailedError('Un messaggio del worker non è leggibile.')),
  );

  function post(id: number, name: string, args: unknown[], transfer: Transferable[]): void {
    const message: CallMessage = { id, name, args };
    worker?.postMessage(message, transfer);
  }

  function send(transfer: Transferable[], name: string, args: unknown[]): Promise<never> {
    return new Promise<never>((resolve, reject) => {
      if (ended !== null) {
        reject(ended);
        return;
      }
      const id = ++lastId;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        post(id, name, args, transfer);
      } catch (error) {
        // Arguments that cannot be copied (a function, a detached buffer) never reach it.
        waiting.delete(id);
        throw error;
      }
    });
  }

  return {
    call: (name, ...args) => send([], name, args),
    transfer: (transfer, name, ...args) => send(transfer, name, args),
    notify(name, ...args) {
      if (ended === null) post(0, name, args, []);
    },
    failed,
    close: () => end(new WorkerClosedError('Il worker è stato chiuso.')),
  };
}

/** What answers calls: a dedicated worker's global scope, or a MessagePort in a test. */
export interface CallsEndpoint {
  postMessage(message: AnswerMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const isCall = (data: unknown): data is CallMessage =>
  typeof data === 'object' && data !== null && 'name' in data && 'args' in data;

/**
 * In a worker: answers the page's calls with `api`'s methods, one answer per call (an
 * async method's answer when it settles). `endpoint` is the worker's own scope unless given.
 */
export function answerCalls<Api extends WorkerApi<Api>>(
  api: Api,
  endpoint: CallsEndpoint = self,
): void {
  const answer = (message: AnswerMessage) => {
    try {
      endpoint.postMessage(message);
    } catch (error) {
      // An answer that cannot be copied (a function, a DOM node) still answers, as a failure.
      endpoint.postMessage({
        id: message.id,
        ok: false,
        name: 'DataCloneError',
        message: String(error),
      });
    }
  };
  endpoint.addEventListener('message', ({ data }: MessageEvent<unknown>) => {
    if (!isCall(data)) return;
    // The page's typed `call` checked the name and the arguments.
    const method: unknown = Object.hasOwn(api, data.name) ? Reflect.get(api, data.name) : undefined;
    const run = () => {
      if (typeof method !== 'function') throw new Error(`Il worker non ha il metodo ${data.name}.`);
      return Reflect.apply(method, api, data.args);
    };
    if (data.id === 0) {
      // No one waits: a method that throws fails the worker, as an uncaught error does.
      run();
      return;
    }
    new Promise((resolve) => resolve(run())).then(
      (value) => answer({ id: data.id, ok: true, value }),
      (error: unknown) =>
        answer({
          id: data.id,
          ok: false,
          name: error instanceof Error ? error.name : 'Error',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
  });
  // A MessagePort delivers nothing until started; a worker's scope has no `start`.
  if ('start' in endpoint && typeof endpoint.start === 'function') endpoint.start();
}
