// Every constant of spec §9, once. Screens import these; no fixed figure is written twice.
import { type InvestmentPlan, type PlanId } from './entities';

/** Product version shown in the advisor settings footer. */
export const APP_VERSION = '2.1.0';

export const LOCALE = 'it-IT';
/** The calendar of the people the product is for: the build dates its pages on it. */
export const TIME_ZONE = 'Europe/Rome';
export const CURRENCY = 'EUR';

export const SAVINGS_RATE_TARGET = 20;
export const EMERGENCY_FUND_TARGET_MONTHS = 6;
export const SAVINGS_RATE_RING_MAX = 25;
export const EMERGENCY_FUND_RING_MAX = 6;
export const INVESTMENT_FEE_RING_MAX = 1.5;
/** Investment cost should stay below this percent. */
export const INVESTMENT_FEE_TARGET = 0.5;
/** Insurance gaps (percent) at or above this are worth an alert; at twice this, an urgent one. */
export const INSURANCE_GAP_ALERT_FROM = 20;
/** The 'last contact older than' choices of the advisor's filters, in days. */
export const LAST_CONTACT_DAY_OPTIONS = [30, 90, 180] as const;

export const MONTE_CARLO_SUCCESS_PROBABILITY = 78;
export const FINANCIAL_SCORE = 75;

/** Goal progress thresholds (percent) for the green and yellow colours. */
export const GOAL_GREEN_FROM = 80;
export const GOAL_YELLOW_FROM = 50;
/** Indicator health thresholds (ratio of value to target). */
export const HEALTH_GREEN_FROM = 1;
export const HEALTH_YELLOW_FROM = 0.8;

/** Balance thresholds (euro) of the account colour rule. */
export const BALANCE_GOOD_ABOVE = 10000;
export const BALANCE_NEUTRAL_ABOVE = 1000;

/** A category's budget is its spend plus 20%. */
export const BUDGET_HEADROOM = 1.2;

export const RECENT_TRANSACTIONS_SHOWN = 8;
export const HOME_GOALS_SHOWN = 2;
export const AUM_CHART_MONTHS = 6;
export const NET_WORTH_CHART_MONTHS = 12;

/** Simulated wait of bank linking, upload and chat reply. */
export const SIMULATED_DELAY_MS = 2000;

export const HIGH_YIELD_APY = 4.2;
export const HIGH_YIELD_GUARANTEE = 100000;
export const HIGH_YIELD_FEES = 0;

export const NAV_BADGE_CAP = 99;

export const DAYS_PER_YEAR = 365;
export const MONTHS_PER_YEAR = 12;

/** Longest chat message a user may send (characters, after trimming). */
export const CHAT_MESSAGE_MAX_LENGTH = 500;
/** Longest chat message kept in storage: the coach's replies included. */
export const CHAT_STORED_MAX_LENGTH = 10_000;
/** Longest advisor note per client (characters). */
export const NOTE_MAX_LENGTH = 2000;

export const UPLOAD_MAX_MB = 10;
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;
/** The longest file name kept in the vault (most file systems stop at 255). */
export const UPLOAD_NAME_MAX_LENGTH = 255;

/** Expected yearly return (percent) and asset mix of each investment plan. */
export const PLAN_FIGURES = {
  conservative: { expectedReturn: 4.5, allocation: { stocks: 30, bonds: 60, cash: 10 } },
  balanced: { expectedReturn: 7.2, allocation: { stocks: 60, bonds: 30, cash: 10 } },
  growth: { expectedReturn: 9.8, allocation: { stocks: 80, bonds: 15, cash: 5 } },
} as const satisfies Record<PlanId, Pick<InvestmentPlan, 'expectedReturn' | 'allocation'>>;

/** The plan preselected on the invest screen. */
export const DEFAULT_PLAN_ID: PlanId = 'balanced';
