import { afterEach, beforeEach, vi } from 'vitest';

export type SavedDownload = { name: string; blob: Blob };

/**
 * Keeps what the page downloads in each test of the calling `describe`: the file a link
 * with `download` would save, read from the blob the page handed it (jsdom has no object
 * URLs). The returned function gives the last download, undefined before any.
 */
export function keepDownloadsInEachTest(): () => SavedDownload | undefined {
  let saved: SavedDownload | undefined;
  const blobs = new Map<string, Blob>();
  const keep = (event: MouseEvent) => {
    const link = event.target;
    if (!(link instanceof HTMLAnchorElement)) return;
    event.preventDefault();
    saved = { name: link.download, blob: blobs.get(link.href) ?? new Blob() };
  };
  beforeEach(() => {
    saved = undefined;
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${blobs.size}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: () => undefined,
    });
    document.addEventListener('click', keep);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.removeEventListener('click', keep);
  });
  return () => saved;
}
