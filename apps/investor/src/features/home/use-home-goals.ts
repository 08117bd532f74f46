import { useMemo } from 'react';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { HOME_GOALS_SHOWN } from '@traguardo/domain/constants';
import { type Goal } from '@traguardo/domain/entities';
import { listGoals } from '@traguardo/ledger/reference-queries';
import { useLedgerQuery } from '../../ledger/use-ledger';

/**
 * The goals Home shows: the first of the open profile's, in Obiettivi's order (soonest
 * first). Undefined until the ledger is read.
 */
export function useHomeGoals(): readonly Goal[] | undefined {
  const today = todayLocalDate();
  const goals = useLedgerQuery((db) => listGoals(db, today), [today]);
  // The same array until the goals change: Home's goal card is memoised.
  return useMemo(() => goals?.slice(0, HOME_GOALS_SHOWN), [goals]);
}
