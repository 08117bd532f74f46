// The entities of spec §3. Money is a number of euro; dates are ISO strings
// (yyyy-mm-dd) so that they survive JSON storage unchanged.

export type IsoDate = string;

export type AccountType = 'checking' | 'savings' | 'credit' | 'investment' | 'pension' | 'mortgage';

export type Account = {
  id: string;
  name: string;
  type: AccountType;
  /** Negative for credit and mortgage accounts. */
  balance: number;
  currency: 'EUR';
  bank: string;
  lastUpdated: IsoDate;
};

/** The investor's home, shown on the accounts and more screens. */
export type Property = {
  name: string;
  address: string;
  /** Estimated market value, euro. */
  value: number;
  /** Outstanding mortgage, euro, as a positive number. */
  mortgageBalance: number;
};

export type GoalCategory = 'home' | 'education' | 'retirement' | 'fire' | 'travel';

export type Goal = {
  id: string;
  name: string;
  target: number;
  current: number;
  targetDate: IsoDate;
  category: GoalCategory;
  /** Percent, 0–100. */
  progress: number;
  monthlyContribution: number;
};

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

export type PlanId = 'conservative' | 'balanced' | 'growth';
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

export type ChatSender = 'user' | 'ai';

export type ChatMessage = {
  id: string;
  content: string;
  sender: ChatSender;
  /** ISO date-time. */
  timestamp: string;
};

export type DocumentType = 'estate' | 'insurance' | 'tax' | 'property' | 'pension';
export type DocumentStatus = 'complete' | 'review_needed';

/** A document in the investor's vault. */
export type VaultDocument = {
  id: string;
  name: string;
  type: DocumentType;
  uploadDate: IsoDate;
  /** Size in bytes. */
  size: number;
  status: DocumentStatus;
  description: string;
};

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

export type AdvisorProfile = {
  name: string;
  email: string;
  phone: string;
  firm: string;
  /** OCF register number. */
  license: string;
  /** Number of active clients. */
  clients: number;
};

export type Branding = {
  firmName: string;
  address: string;
  website: string;
  primaryColor: string;
  secondaryColor: string;
};

export type NotificationPreferences = {
  clientUpdates: boolean;
  marketAlerts: boolean;
  taskReminders: boolean;
  emailReports: boolean;
};

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
