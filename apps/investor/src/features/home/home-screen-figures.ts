import { debtRatioWithHome, historyWithHome, netWorthWithHome } from '@traguardo/domain/household';
import { homeFigures, type HomeFigures } from '@traguardo/ledger/figure-queries';
import { type LedgerDatabase } from '@traguardo/ledger/ledger-database';
import { listAccountsWithBalances } from '@traguardo/ledger/reference-queries';

/**
 * Every figure of Home as of `today`, read from a profile's ledger (homeFigures). With a
 * `home` (cents: the demo household's house, which is not an account of its ledger) net
 * worth, its history and the debt ratio are the household's (domain household.ts).
 */
export async function homeScreenFigures(
  db: LedgerDatabase,
  today: string,
  home: number | null,
): Promise<HomeFigures> {
  const figures = await homeFigures(db, today);
  if (home === null) return figures;
  const balances = await listAccountsWithBalances(db, today, { includeArchived: true });
  return {
    ...figures,
    netWorth: netWorthWithHome(figures.netWorth, home),
    netWorthHistory: historyWithHome(figures.netWorthHistory, home),
    debtRatio: debtRatioWithHome(balances, home),
  };
}
