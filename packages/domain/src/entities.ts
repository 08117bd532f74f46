// The entities of spec §3. Money is a number of euro; dates are ISO strings
// (yyyy-mm-dd) so that they survive JSON storage unchanged. The entities a user can change
// are inferred from their valibot schemas (schemas.ts), their single source.
import type * as v from 'valibot';
import {
  type accountSchema,
  type accountTypeSchema,
  type advisorProfileSchema,
  type brandingSchema,
  type chatMessageSchema,
  type chatSenderSchema,
  type documentStatusSchema,
  type documentTypeSchema,
  type goalCategorySchema,
  type goalSchema,
  type notificationPreferencesSchema,
  type planIdSchema,
  type vaultDocumentSchema,
} from './schemas';

export type IsoDate = string;

export type AccountType = v.InferOutput<typeof accountTypeSchema>;

/** A balance is negative for credit and mortgage accounts. */
export type Account = v.InferOutput<typeof accountSchema>;

/** The investor's home, shown on the accounts and more screens. */
export type Property = {
  name: string;
  address: string;
  /** Estimated market value, euro. */
  value: number;
  /** Outstanding mortgage, euro, as a positive number. */
  mortgageBalance: number;
};

export type GoalCategory = v.InferOutput<typeof goalCategorySchema>;

/** `progress` is a percent, 0–100. */
export type Goal = v.InferOutput<typeof goalSchema>;

/** The advisor's view of a client's goal. */
export type AdvisorGoal = {
  id: string;
  name: string;
  current: number;
  target: number;
  progress: number;
};

/** A ready-made goal the investor can add in one click. */
export type GoalTemplate = {
  id: string;
  name: string;
  /** Name of the icon the screen shows for it. */
  icon: string;
  category: GoalCategory;
  target: number;
  years: number;
};

export type TransactionCategory =
  | 'Entrate'
  | 'Stipendio'
  | 'Casa'
  | 'Intrattenimento'
  | 'Salute'
  | 'Cibo'
  | 'Trasporti'
  | 'Utilities';

export type Transaction = {
  id: string;
  description: string;
  /** Negative for an expense. */
  amount: number;
  date: IsoDate;
  category: TransactionCategory;
  recurring: boolean;
};

export type SpendingCategoryName =
  'Casa' | 'Trasporti' | 'Cibo' | 'Utilities' | 'Intrattenimento' | 'Shopping' | 'Altro';

export type SpendingCategory = { name: SpendingCategoryName; value: number; fill: string };

export type AllocationItem = { name: string; /** percent */ value: number; amount: number };

export type PlanId = v.InferOutput<typeof planIdSchema>;
export type PlanRisk = 'Basso' | 'Moderato' | 'Alto';

export type InvestmentPlan = {
  id: PlanId;
  name: string;
  risk: PlanRisk;
  /** Expected yearly return, percent. */
  expectedReturn: number;
  allocation: { stocks: number; bonds: number; cash: number };
  description: string;
};

export type Etf = {
  name: string;
  symbol: string;
  /** Suggested weight in the portfolio, percent. */
  allocation: number;
  /** TER, percent. */
  expense: number;
  /** Last year's performance, percent. */
  performance: number;
  description: string;
};

export type ChatSender = v.InferOutput<typeof chatSenderSchema>;

/** `timestamp` is an ISO date-time. */
export type ChatMessage = v.InferOutput<typeof chatMessageSchema>;

export type DocumentType = v.InferOutput<typeof documentTypeSchema>;
export type DocumentStatus = v.InferOutput<typeof documentStatusSchema>;

/** A document in the investor's vault. */
export type VaultDocument = v.InferOutput<typeof vaultDocumentSchema>;

export type TaskPriority = 'high' | 'medium' | 'low';

export type Task = { id: string; title: string; priority: TaskPriority; dueDate: IsoDate };

export type ClientStatus = 'green' | 'yellow' | 'red';

export type Client = {
  id: string;
  name: string;
  email: string;
  status: ClientStatus;
  netWorth: number;
  /** Percent. */
  savingsRate: number;
  /** Months of expenses covered. */
  emergencyFund: number;
  /** Percent per year. */
  investmentFee: number;
  /** Percent of the protection need not covered. */
  insuranceGap: number;
  lastContact: IsoDate;
};

export type AumPoint = { month: string; aum: number };

export type ReportTypeId = 'comprehensive' | 'summary' | 'goals' | 'portfolio';

export type ReportType = { id: ReportTypeId; name: string; description: string; pages: string };

export type RecentReportStatus = 'Inviato' | 'Scaricato' | 'Generato';

export type RecentReport = {
  id: string;
  client: string;
  type: string;
  date: IsoDate;
  status: RecentReportStatus;
};

/** `license` is the OCF register number; `clients` the number of active clients. */
export type AdvisorProfile = v.InferOutput<typeof advisorProfileSchema>;

export type Branding = v.InferOutput<typeof brandingSchema>;

export type NotificationPreferences = v.InferOutput<typeof notificationPreferencesSchema>;

export type ClientDocument = { id: string; name: string; date: IsoDate; size: number };

// Chart series.
export type NetWorthPoint = { month: string; value: number };
export type CashFlowPoint = { month: string; income: number; expenses: number };
export type GoalProgressPoint = { month: string; casa: number; pensione: number };
export type MonteCarloPoint = {
  year: number;
  conservative: number;
  expected: number;
  optimistic: number;
};
export type BenchmarkPoint = { month: string; portfolio: number; benchmark: number };
