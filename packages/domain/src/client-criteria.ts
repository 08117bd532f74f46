// The advisor's filter criteria on the client list (issue 17), as pure functions so the
// vitals screen, the CSV export and the tests all agree on who a filter keeps.
import {
  EMERGENCY_FUND_TARGET_MONTHS,
  INVESTMENT_FEE_TARGET,
  type LAST_CONTACT_DAY_OPTIONS,
} from './constants';
import { type Client, type IsoDate } from './entities';

export type LastContactDays = (typeof LAST_CONTACT_DAY_OPTIONS)[number];

/** Every criterion is optional; an absent one keeps every client. */
export type ClientCriteria = {
  /** Net worth at least this many euro. */
  netWorthMin?: number;
  /** Net worth at most this many euro. */
  netWorthMax?: number;
  /** Emergency fund below the target months. */
  emergencyFundBelowTarget?: boolean;
  /** Investment fees above the target percent. */
  feesAboveTarget?: boolean;
  /** Insurance gap at least this percent. */
  insuranceGapAtLeast?: number;
  /** Last contact more than this many days before today. */
  lastContactOlderThan?: LastContactDays;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from one calendar date to another (both yyyy-mm-dd); NaN for a bad date. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
}

/** The emergency fund is below the target months (spec §9). */
export function emergencyFundBelowTarget(client: Client): boolean {
  return client.emergencyFund < EMERGENCY_FUND_TARGET_MONTHS;
}

/** The investment fees are above the target percent (spec §9). */
export function feesAboveTarget(client: Client): boolean {
  return client.investmentFee > INVESTMENT_FEE_TARGET;
}

/** Whether the client meets every criterion; `today` is the local date, yyyy-mm-dd. */
export function matchesCriteria(client: Client, criteria: ClientCriteria, today: IsoDate): boolean {
  const c = criteria;
  if (c.netWorthMin !== undefined && !(client.netWorth >= c.netWorthMin)) return false;
  if (c.netWorthMax !== undefined && !(client.netWorth <= c.netWorthMax)) return false;
  if (c.emergencyFundBelowTarget === true && !emergencyFundBelowTarget(client)) return false;
  if (c.feesAboveTarget === true && !feesAboveTarget(client)) return false;
  if (c.insuranceGapAtLeast !== undefined && !(client.insuranceGap >= c.insuranceGapAtLeast))
    return false;
  if (
    c.lastContactOlderThan !== undefined &&
    !(daysBetween(client.lastContact, today) > c.lastContactOlderThan)
  )
    return false;
  return true;
}

/** The clients that meet every criterion, in their order; the same list when none is set. */
export function filterByCriteria(
  clients: readonly Client[],
  criteria: ClientCriteria,
  today: IsoDate,
): readonly Client[] {
  if (!hasCriteria(criteria)) return clients;
  return clients.filter((client) => matchesCriteria(client, criteria, today));
}

export function hasCriteria(criteria: ClientCriteria): boolean {
  return Object.values(criteria).some((value) => value !== undefined && value !== false);
}
