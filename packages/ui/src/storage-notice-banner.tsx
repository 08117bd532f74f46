import { useEffect, useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import { MAIN_CONTENT_ID } from './main-content';
import { type StorageNoticeKind } from '@traguardo/domain/storage-notice';
import { STORAGE_NOTICE_TEXT, storageNoticeBody } from './storage-notice-text';
import { useStorageNotices } from './use-storage-notices';

/**
 * The notices about saved data (kept aside or left in place, old copies removed, not
 * savable), each naming the data it is about, each dismissable; they come from the app's
 * StorageNoticeSource (AppProvider's `storageNotices`). Most are
 * raised while the stores load, before this mounts: the live region is mounted empty and
 * filled right after, so screen readers announce them too.
 */
export function StorageNoticeBanner() {
  const [{ notices, details }, dismiss] = useStorageNotices();
  // Filled a frame after mounting: a live region announces changes, not its first content.
  const [live, setLive] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setLive(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const shown = live ? notices : [];

  function acknowledge(kind: StorageNoticeKind) {
    dismiss(kind);
    // The button goes with its notice: focus returns to the page, not to <body>.
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  }

  return (
    <div role="status" aria-live="polite" className="empty:hidden mb-4 flex flex-col gap-2">
      {shown.map((kind) => {
        const { title } = STORAGE_NOTICE_TEXT[kind];
        return (
          <section
            key={kind}
            aria-label={title}
            className="flex items-start gap-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-600/30 ring-inset"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div className="flex-1">
              <p className="font-semibold">{title}</p>
              <p>{storageNoticeBody(kind, details[kind])}</p>
            </div>
            <button
              type="button"
              onClick={() => acknowledge(kind)}
              className="shrink-0 rounded-lg px-2 py-1 font-medium text-amber-900 underline underline-offset-2 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-700"
            >
              Ho capito
            </button>
          </section>
        );
      })}
    </div>
  );
}
