import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { HOME_GOALS_SHOWN } from '@traguardo/domain/constants';
import { type Goal } from '@traguardo/domain/entities';
import { listGoals } from '@traguardo/ledger/reference-queries';
import { useLedgerQuery } from '../../ledger/use-ledger';
import { useGoalsStore } from '../../stores/goals-store';

/**
 * The goals Home shows (the first two): the demo's from Obiettivi's store, in its order; the
 * own profile's from its ledger, soonest first. Undefined until the ledger is read.
 */
export function useHomeGoals(demo: boolean): readonly Goal[] | undefined {
  const demoGoals = useGoalsStore((s) => s.goals);
  const today = todayLocalDate();
  const own = useLedgerQuery(async (db) => (demo ? [] : listGoals(db, today)), [demo, today]);
  const goals = demo ? demoGoals : own;
  return goals?.slice(0, HOME_GOALS_SHOWN);
}
