import { type Health } from '@traguardo/domain/colors';
import { EMERGENCY_FUND_TARGET_MONTHS, SAVINGS_RATE_TARGET } from '@traguardo/domain/constants';
import { type BenchmarkPoint } from '@traguardo/domain/entities';
import { formatDecimal, formatPercent, formatPercentOneDecimal } from '@traguardo/domain/format';
import { indicatorHealth } from '@traguardo/domain/health';
import { SAVINGS_RATE_NOT_MEASURED } from '@traguardo/domain/ledger-cash-flow';

/** The four KPI cards of Home, in the spec's order. */
export const HOME_KPI_IDS = ['savings-rate', 'emergency-fund', 'ytd-return', 'debt-ratio'] as const;

export type HomeKpi = {
  id: (typeof HOME_KPI_IDS)[number];
  label: string;
  value: string;
  target: string;
  /** Undefined when the figure cannot be given yet: nothing to colour. */
  health?: Health;
};

type HomeKpiInput = {
  /**
   * Spec §9 over the month's recurring movements (ledger-cash-flow's ledgerSavingsRate); null
   * with no recurring income yet.
   */
  savingsRate: number | null;
  /** Null with no complete month of expenses to measure the fund in (ledger-balances). */
  emergencyFundMonths: number | null;
  /** The portfolio's return against its benchmark; null when the ledger knows no returns. */
  benchmark: readonly BenchmarkPoint[] | null;
  /** Null with debts and no assets. */
  debtRatio: number | null;
  /** The ledger records no home: its mortgage is not in the ratio, and the card says so. */
  debtRatioLeavesOutMortgage: boolean;
  debtRatioLimit: number;
};

const NOT_AVAILABLE = '—';

/** The KPI cards' names: shown before the figures are read too. */
export const HOME_KPI_LABELS = {
  'savings-rate': 'Tasso di risparmio',
  'emergency-fund': 'Fondo di emergenza',
  'ytd-return': 'Rendimento da inizio anno',
  'debt-ratio': 'Rapporto di indebitamento',
} as const satisfies Record<HomeKpi['id'], string>;

/** The four KPI cards of Home, each with its health colour from the domain rule. */
export function homeKpis(input: HomeKpiInput): HomeKpi[] {
  const rate = input.savingsRate;
  const months = input.emergencyFundMonths;
  const latest =
    input.benchmark === null ? null : (input.benchmark.at(-1) ?? { portfolio: 0, benchmark: 0 });
  const debt = input.debtRatio;
  return [
    {
      id: 'savings-rate',
      label: HOME_KPI_LABELS['savings-rate'],
      value: rate === null ? NOT_AVAILABLE : formatPercent(rate),
      // Spec §9's rate is over recurring movements only: said, as a month can save less.
      target:
        rate === null
          ? SAVINGS_RATE_NOT_MEASURED
          : `Obiettivo ${formatPercent(SAVINGS_RATE_TARGET)} sulle voci ricorrenti`,
      ...(rate === null ? {} : { health: indicatorHealth(rate, SAVINGS_RATE_TARGET) }),
    },
    {
      id: 'emergency-fund',
      label: HOME_KPI_LABELS['emergency-fund'],
      value: months === null ? NOT_AVAILABLE : `${formatDecimal(months)} mesi`,
      target:
        months === null
          ? 'Servono le spese di un mese intero'
          : `Obiettivo ${EMERGENCY_FUND_TARGET_MONTHS} mesi`,
      ...(months === null ? {} : { health: indicatorHealth(months, EMERGENCY_FUND_TARGET_MONTHS) }),
    },
    {
      id: 'ytd-return',
      label: HOME_KPI_LABELS['ytd-return'],
      value: latest === null ? NOT_AVAILABLE : formatPercentOneDecimal(latest.portfolio),
      target:
        latest === null
          ? 'Servono i rendimenti dei tuoi titoli'
          : `Benchmark ${formatPercentOneDecimal(latest.benchmark)}`,
      ...(latest === null ? {} : { health: indicatorHealth(latest.portfolio, latest.benchmark) }),
    },
    {
      id: 'debt-ratio',
      label: HOME_KPI_LABELS['debt-ratio'],
      value: debt === null ? NOT_AVAILABLE : formatPercent(debt),
      target: input.debtRatioLeavesOutMortgage
        ? `Limite ${formatPercent(input.debtRatioLimit)}, mutuo escluso`
        : `Limite ${formatPercent(input.debtRatioLimit)}`,
      ...(debt === null
        ? {}
        : { health: indicatorHealth(debt, input.debtRatioLimit, 'lower-is-better') }),
    },
  ];
}
