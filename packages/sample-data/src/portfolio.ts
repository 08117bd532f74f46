import { type AllocationItem } from '@traguardo/domain/entities';
import { type AssetClass } from '@traguardo/domain/rebalancing';

// The investor's securities account (Fineco dossier): amounts add up to its balance.
export const portfolioAllocation: readonly AllocationItem[] = [
  { name: 'Azioni globali', value: 45, amount: 44325 },
  { name: 'Azioni mercati emergenti', value: 10, amount: 9850 },
  { name: 'Obbligazioni', value: 30, amount: 29550 },
  { name: 'Liquidità', value: 10, amount: 9850 },
  { name: 'Oro', value: 5, amount: 4925 },
];

export const portfolioValue = portfolioAllocation.reduce((sum, item) => sum + item.amount, 0);

/** Year-to-date change of the portfolio, percent. */
export const portfolioChangePercent = 8.4;

/**
 * Asset class of each holding, for rebalancing against a plan's stocks / bonds / cash
 * mix. Gold has no class of its own in the plans: it is counted with the shares, as a
 * growth asset outside bonds and cash.
 */
export const portfolioAssetClasses: Readonly<Record<string, AssetClass>> = {
  'Azioni globali': 'stocks',
  'Azioni mercati emergenti': 'stocks',
  Obbligazioni: 'bonds',
  Liquidità: 'cash',
  Oro: 'stocks',
};
