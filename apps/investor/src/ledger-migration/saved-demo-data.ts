import { type Account, type Goal } from '@traguardo/domain/entities';
import { euroToCents } from '@traguardo/domain/ledger-money';
import { accounts as sampleAccounts } from '@traguardo/sample-data/accounts';
import { goals as sampleGoals } from '@traguardo/sample-data/goals';

// What the version before the ledger kept on the device for the demo, beyond the sample
// data: the goals added from a template and the accounts "Collega la tua banca" linked. The
// sample goals and accounts themselves are the demo ledger's seed, so they are not moved.

export type SavedDemoData = { goals: readonly Goal[]; accounts: readonly Account[] };

const SAMPLE_GOAL_IDS = new Set(sampleGoals.map((goal) => goal.id));
const SAMPLE_ACCOUNT_IDS = new Set(sampleAccounts.map((account) => account.id));

/** The saved goals and accounts that are not sample ones: what the user added. */
export function addedByUser(saved: SavedDemoData): SavedDemoData {
  return {
    goals: saved.goals.filter((goal) => !SAMPLE_GOAL_IDS.has(goal.id)),
    accounts: saved.accounts.filter((account) => !SAMPLE_ACCOUNT_IDS.has(account.id)),
  };
}

/**
 * A linked account as a ledger account: its balance on the day it was linked becomes its
 * opening balance on that day (in cents), so its balance today is the same.
 */
export function ledgerAccountFrom(account: Account): unknown {
  return {
    id: account.id,
    name: account.name,
    bank: account.bank,
    type: account.type,
    currency: account.currency,
    openingBalance: euroToCents(account.balance),
    openingDate: account.lastUpdated,
    archived: false,
  };
}

/** A saved goal as a ledger goal: the same fields, in euro, following no account. */
export function ledgerGoalFrom(goal: Goal): unknown {
  return {
    id: goal.id,
    name: goal.name,
    target: goal.target,
    current: goal.current,
    targetDate: goal.targetDate,
    category: goal.category,
    progress: goal.progress,
    monthlyContribution: goal.monthlyContribution,
  };
}
