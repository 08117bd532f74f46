import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmLocaleData } from './locale-data';

describe('warmLocaleData', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts a module worker that formats the samples', () => {
    const started: { url: string; options: WorkerOptions | undefined }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        onerror: ((event: Event) => void) | null = null;
        constructor(url: URL | string, options?: WorkerOptions) {
          started.push({ url: String(url), options });
        }
      },
    );

    warmLocaleData();

    expect(started).toHaveLength(1);
    expect(started[0]?.url).toMatch(/\/locale-data\.worker\.ts\b/);
    expect(started[0]?.options?.type).toBe('module');
  });

  it('goes on without the data where a worker cannot start', () => {
    vi.stubGlobal(
      'Worker',
      vi.fn(() => {
        throw new DOMException('Bloccato', 'SecurityError');
      }),
    );

    expect(() => warmLocaleData()).not.toThrow();
  });
});
