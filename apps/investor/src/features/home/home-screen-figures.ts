import { HOME_GOALS_SHOWN } from '@traguardo/domain/constants';
import { type Goal } from '@traguardo/domain/entities';
import { debtRatioWithHome, historyWithHome, netWorthWithHome } from '@traguardo/domain/household';
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
 * read (readHome). With a `home` (cents: the demo household's house, which is not an account
 * of its ledger) net worth, its history and the debt ratio are the household's (domain
 * household.ts).
 */
export async function homeScreenData(
  db: LedgerDatabase,
  today: string,
  home: number | null,
): Promise<HomeScreenData> {
  const { figures, accounts, goals } = await readHome(db, today);
  const shown = goals.slice(0, HOME_GOALS_SHOWN);
  if (home === null) return { figures, goals: shown };
  return {
    figures: {
      ...figures,
      netWorth: netWorthWithHome(figures.netWorth, home),
      netWorthHistory: historyWithHome(figures.netWorthHistory, home),
      debtRatio: debtRatioWithHome(accounts, home),
      debtRatioLeavesOutMortgage: false,
    },
    goals: shown,
  };
}
