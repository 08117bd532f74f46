import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmLocaleData, type LocaleDataWorker } from './locale-data';
import { ChannelWorker } from './testing/channel-worker';

/** The browser's Worker, as a stand-in whose module answers `warm`; records what it was asked. */
function stubWorker(onStart: (worker: ChannelWorker<LocaleDataWorker>) => void = () => undefined) {
  const started: { url: string; options: WorkerOptions | undefined }[] = [];
  const warmed: string[] = [];
  const workers: ChannelWorker<LocaleDataWorker>[] = [];
  vi.stubGlobal(
    'Worker',
    class extends ChannelWorker<LocaleDataWorker> {
      constructor(url: URL | string, options?: WorkerOptions) {
        super({ warm: () => void warmed.push('it-IT') });
        started.push({ url: String(url), options });
        workers.push(this);
        onStart(this);
      }
    },
  );
  return { started, warmed, workers };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('warmLocaleData', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('has a module worker format the samples, then ends it', async () => {
    const { started, warmed, workers } = stubWorker();
    warmLocaleData();
    expect(started).toHaveLength(1);
    expect(started[0]?.url).toMatch(/\/locale-data\.worker\.ts\b/);
    expect(started[0]?.options?.type).toBe('module');
    await vi.waitFor(() => expect(workers[0]?.terminated).toBe(true));
    expect(warmed).toEqual(['it-IT']);
  });

  it('ends a worker that fails to start, and the page goes on', async () => {
    const { warmed, workers } = stubWorker((worker) => queueMicrotask(() => worker.crash()));
    warmLocaleData();
    await vi.waitFor(() => expect(workers[0]?.terminated).toBe(true));
    await settled();
    expect(warmed).toEqual([]);
  });

  it('goes on without the data where a worker cannot start', () => {
    vi.stubGlobal('Worker', function refusedWorker() {
      throw new DOMException('Bloccato', 'SecurityError');
    });
    expect(() => warmLocaleData()).not.toThrow();
  });
});
