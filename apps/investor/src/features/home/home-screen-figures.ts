import { HOME_GOALS_SHOWN } from '@traguardo/domain/constants';
import { type Goal } from '@traguardo/domain/entities';
import {
  debtRatioWithHome,
  type HouseholdHome,
  historyWithHomes,
  homesValueIn,
  netWorthWithHomes,
  recordedHomes,
} from '@traguardo/domain/household';
import { monthOf } from '@traguardo/domain/ledger-month';
import { type HomeFigures } from '@traguardo/ledger/figure-queries';
import { readHome } from '@traguardo/ledger/home-query';
import { type LedgerDatabase } from '@traguardo/ledger/ledger-database';

/** What Home shows from a profile's ledger: its figures and the first of its goals. */
export type HomeScreenData = {
  figures: HomeFigures;
  /** The first goals in Obiettivi's order (soonest first). */
  goals: readonly Goal[];
};

/**
 * Every figure of Home as of `today`, and its goals, read from a profile's ledger in one
 * read (readHome). Net worth, its history and the debt ratio are the household's (domain
 * household.ts), homes counted: `home` (cents) is the demo household's house, which is not in
 * its ledger and counts in every month; with `home` null, the ledger's own properties, each
 * from the month of its estimate. With no home at all they are the ledger's alone, and the
 * debt ratio leaves a mortgage out (it would have no home to be measured against).
 */
export async function homeScreenData(
  db: LedgerDatabase,
  today: string,
  home: number | null,
): Promise<HomeScreenData> {
  const { figures, accounts, goals, properties } = await readHome(db, today);
  const shown = goals.slice(0, HOME_GOALS_SHOWN);
  const homes: HouseholdHome[] =
    home === null ? recordedHomes(properties) : [{ value: home, from: null }];
  if (homes.length === 0) return { figures, goals: shown };
  const month = monthOf(today);
  return {
    figures: {
      ...figures,
      netWorth: netWorthWithHomes(figures.netWorth, homes, month),
      netWorthHistory: historyWithHomes(figures.netWorthHistory, homes),
      debtRatio: debtRatioWithHome(accounts, homesValueIn(homes, month)),
      debtRatioLeavesOutMortgage: false,
    },
    goals: shown,
  };
}
