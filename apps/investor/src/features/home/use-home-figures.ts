import { useMemo, useSyncExternalStore } from 'react';
import { usePageLive } from '@traguardo/app-runtime/page-live';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { type LedgerProfile } from '@traguardo/ledger/profiles';
import { useLedger } from '../../ledger/use-ledger';
import { useProfileStore } from '../../stores/profile-store';
import { type HomeScreenData } from './home-screen-figures';
import { liveHomeData } from './home-figures-live';

/** Until the page is live (the route's HTML, its hydration): nothing read, the shell shown. */
const noSubscription = () => () => undefined;
const nothing = () => undefined;

/**
 * The open profile and what Home shows from its ledger (figures and goals, one read), read
 * again whenever a write changes them, here or in another tab (home-figures-live.ts: those
 * kept since the last write show at once); `data` is undefined until read.
 */
export function useHomeFigures(): { profile: LedgerProfile; data: HomeScreenData | undefined } {
  const profile = useProfileStore((state) => state.profile);
  const db = useLedger();
  const live = usePageLive();
  const today = todayLocalDate();
  const store = live ? liveHomeData(db, today) : undefined;
  const data = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    store?.snapshot ?? nothing,
    nothing,
  );
  // One object per answer: Home defers it (useDeferredValue), which compares identities.
  return useMemo(() => ({ profile, data }), [profile, data]);
}
