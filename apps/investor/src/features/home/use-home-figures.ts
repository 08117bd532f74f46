import { useEffect, useMemo, useState } from 'react';
import { usePageLive } from '@traguardo/app-runtime/page-live';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { type LedgerProfile } from '@traguardo/ledger/profiles';
import { useLedger } from '../../ledger/use-ledger';
import { useProfileStore } from '../../stores/profile-store';
import { type HomeScreenData } from './home-screen-figures';
import { liveHomeData } from './home-figures-live';

type Live = ReturnType<typeof liveHomeData>;

/**
 * What `live` shows now, and each new answer after. A new answer re-renders as an ordinary
 * update, in a task of its own (as a live query's does), not in the task that read it:
 * the read and the render never add up to one long task.
 */
function useLiveSnapshot(live: Live | undefined): HomeScreenData | undefined {
  const [answer, setAnswer] = useState(() => ({ live, data: live?.snapshot() }));
  useEffect(() => {
    if (live === undefined) return undefined;
    // A failed read throws here, in React's render, for the screen's error boundary.
    const update = () =>
      setAnswer((shown) => {
        const data = live.snapshot();
        return shown.live === live && shown.data === data ? shown : { live, data };
      });
    const unsubscribe = live.subscribe(update);
    // An answer that came between the render and this subscription.
    update();
    return unsubscribe;
  }, [live]);
  return answer.live === live ? answer.data : live?.snapshot();
}

/**
 * The open profile and what Home shows from its ledger (figures and goals, one read), read
 * again whenever a write changes them, here or in another tab (home-figures-live.ts: those
 * kept since the last write show at once); `data` is undefined until read, and until the
 * page is live (the route's HTML and its hydration show the shell).
 */
export function useHomeFigures(): { profile: LedgerProfile; data: HomeScreenData | undefined } {
  const profile = useProfileStore((state) => state.profile);
  const db = useLedger();
  const live = usePageLive();
  const today = todayLocalDate();
  const data = useLiveSnapshot(live ? liveHomeData(db, today) : undefined);
  // One object per answer: Home defers it (useDeferredValue), which compares identities.
  return useMemo(() => ({ profile, data }), [profile, data]);
}
