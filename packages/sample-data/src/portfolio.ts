import { type AllocationItem } from '@traguardo/domain/entities';

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
