import { usePageLive } from '@traguardo/app-runtime/page-live';
import { PROFILE_LABELS } from '../ledger/profile-labels';
import { useProfileStore } from '../stores/profile-store';

/**
 * Says in the header which profile is open, at every screen size. The profile is on the
 * device: the build's shell (and the hydration of it) keeps the label's place empty.
 */
export function ProfileLabel() {
  const live = usePageLive();
  const profile = useProfileStore((state) => state.profile);
  return (
    <span className="inline-flex min-w-24 justify-center rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">
      {/* A no-break space keeps the line's height (and the header's layout) until then. */}
      {live ? PROFILE_LABELS[profile] : '\u00a0'}
    </span>
  );
}
