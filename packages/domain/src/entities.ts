// The entities of spec §3. Money is a number of euro; dates are ISO strings
// (yyyy-mm-dd) so that they survive JSON storage unchanged. Every type is inferred from its
// valibot schema, the single source: schemas.ts for what a user can change,
// reference-schemas.ts for the read-only sample data and catalogues.
import type * as v from 'valibot';
// `import type` leaves no runtime import behind: constants.ts imports this file, and the
// schemas import constants.ts.
import type {
  advisorGoalSchema,
  allocationItemSchema,
  aumPointSchema,
  benchmarkPointSchema,
  cashFlowPointSchema,
  clientDocumentSchema,
  clientSchema,
  clientStatusSchema,
  etfSchema,
  goalProgressPointSchema,
  goalTemplateSchema,
  investmentPlanSchema,
  monteCarloPointSchema,
  netWorthPointSchema,
  planRiskSchema,
  propertySchema,
  reportTypeIdSchema,
  reportTypeSchema,
  spendingCategoryNameSchema,
  spendingCategorySchema,
  taskPrioritySchema,
  taskSchema,
  transactionCategorySchema,
  transactionSchema,
} from './reference-schemas';
import type {
  accountSchema,
  accountTypeSchema,
  advisorProfileSchema,
  brandingSchema,
  chatMessageSchema,
  chatSenderSchema,
  documentStatusSchema,
  documentTypeSchema,
  goalCategorySchema,
  goalSchema,
  notificationPreferencesSchema,
  planIdSchema,
  recentReportSchema,
  vaultDocumentSchema,
} from './schemas';

export type IsoDate = string;

export type AccountType = v.InferOutput<typeof accountTypeSchema>;

/** A balance is negative for credit and mortgage accounts. */
export type Account = v.InferOutput<typeof accountSchema>;

/** The investor's home, shown on the accounts and more screens. */
export type Property = v.InferOutput<typeof propertySchema>;

export type GoalCategory = v.InferOutput<typeof goalCategorySchema>;

/** `progress` is a percent, 0–100. */
export type Goal = v.InferOutput<typeof goalSchema>;

/** The advisor's view of a client's goal. */
export type AdvisorGoal = v.InferOutput<typeof advisorGoalSchema>;

/** A ready-made goal the investor can add in one click. */
export type GoalTemplate = v.InferOutput<typeof goalTemplateSchema>;

export type TransactionCategory = v.InferOutput<typeof transactionCategorySchema>;

export type Transaction = v.InferOutput<typeof transactionSchema>;

export type SpendingCategoryName = v.InferOutput<typeof spendingCategoryNameSchema>;

export type SpendingCategory = v.InferOutput<typeof spendingCategorySchema>;

export type AllocationItem = v.InferOutput<typeof allocationItemSchema>;

export type PlanId = v.InferOutput<typeof planIdSchema>;
export type PlanRisk = v.InferOutput<typeof planRiskSchema>;

export type InvestmentPlan = v.InferOutput<typeof investmentPlanSchema>;

export type Etf = v.InferOutput<typeof etfSchema>;

export type ChatSender = v.InferOutput<typeof chatSenderSchema>;

/** `timestamp` is an ISO date-time. */
export type ChatMessage = v.InferOutput<typeof chatMessageSchema>;

export type DocumentType = v.InferOutput<typeof documentTypeSchema>;
export type DocumentStatus = v.InferOutput<typeof documentStatusSchema>;

/** A document in the investor's vault. */
export type VaultDocument = v.InferOutput<typeof vaultDocumentSchema>;

export type TaskPriority = v.InferOutput<typeof taskPrioritySchema>;

export type Task = v.InferOutput<typeof taskSchema>;

export type ClientStatus = v.InferOutput<typeof clientStatusSchema>;

export type Client = v.InferOutput<typeof clientSchema>;

export type AumPoint = v.InferOutput<typeof aumPointSchema>;

export type ReportTypeId = v.InferOutput<typeof reportTypeIdSchema>;

export type ReportType = v.InferOutput<typeof reportTypeSchema>;

export type RecentReportStatus = RecentReport['status'];

export type RecentReport = v.InferOutput<typeof recentReportSchema>;

/** `license` is the OCF register number; `clients` the number of active clients. */
export type AdvisorProfile = v.InferOutput<typeof advisorProfileSchema>;

export type Branding = v.InferOutput<typeof brandingSchema>;

export type NotificationPreferences = v.InferOutput<typeof notificationPreferencesSchema>;

export type ClientDocument = v.InferOutput<typeof clientDocumentSchema>;

// Chart series.
export type NetWorthPoint = v.InferOutput<typeof netWorthPointSchema>;
export type CashFlowPoint = v.InferOutput<typeof cashFlowPointSchema>;
export type GoalProgressPoint = v.InferOutput<typeof goalProgressPointSchema>;
export type MonteCarloPoint = v.InferOutput<typeof monteCarloPointSchema>;
export type BenchmarkPoint = v.InferOutput<typeof benchmarkPointSchema>;
