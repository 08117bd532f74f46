import { useMemo } from 'react';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { euroToCents } from '@traguardo/domain/ledger-money';
import { type HomeFigures } from '@traguardo/ledger/figure-queries';
import { type LedgerProfile } from '@traguardo/ledger/profiles';
import { property } from '@traguardo/sample-data/accounts';
import { useLedgerQuery } from '../../ledger/use-ledger';
import { useProfileStore } from '../../stores/profile-store';
import { homeScreenFigures } from './home-screen-figures';

/** The demo household's house, in cents: Home counts it beside the demo's accounts. */
const DEMO_HOME = euroToCents(property.value);

/**
 * The open profile and Home's figures from its ledger; the figures are undefined until read,
 * and while a switch of profile is still reading the other one.
 */
export function useHomeFigures(): { profile: LedgerProfile; figures: HomeFigures | undefined } {
  const profile = useProfileStore((state) => state.profile);
  const today = todayLocalDate();
  const read = useLedgerQuery(
    async (db) => ({
      profile: db.profile,
      figures: await homeScreenFigures(db, today, db.profile === 'demo' ? DEMO_HOME : null),
    }),
    [today],
  );
  const figures = read?.profile === profile ? read.figures : undefined;
  // One object per answer: Home defers it (useDeferredValue), which compares identities.
  return useMemo(() => ({ profile, figures }), [profile, figures]);
}
