import { type Health } from '@traguardo/domain/colors';
import { EMERGENCY_FUND_TARGET_MONTHS, SAVINGS_RATE_TARGET } from '@traguardo/domain/constants';
import { type BenchmarkPoint, type Transaction } from '@traguardo/domain/entities';
import { formatDecimal, formatPercent, formatPercentOneDecimal } from '@traguardo/domain/format';
import { indicatorHealth } from '@traguardo/domain/health';
import { savingsRate } from '@traguardo/domain/savings';

export type HomeKpi = {
  id: 'savings-rate' | 'emergency-fund' | 'ytd-return' | 'debt-ratio';
  label: string;
  value: string;
  target: string;
  health: Health;
};

type HomeKpiInput = {
  transactions: readonly Transaction[];
  benchmark: readonly BenchmarkPoint[];
  emergencyFundMonths: number;
  debtRatio: number;
  debtRatioLimit: number;
};

/** The four KPI cards of Home, each with its health colour from the domain rule. */
export function homeKpis(input: HomeKpiInput): HomeKpi[] {
  const rate = savingsRate(input.transactions);
  const latest = input.benchmark.at(-1) ?? { portfolio: 0, benchmark: 0 };
  return [
    {
      id: 'savings-rate',
      label: 'Tasso di risparmio',
      value: formatPercent(rate),
      target: `Obiettivo ${formatPercent(SAVINGS_RATE_TARGET)}`,
      health: indicatorHealth(rate, SAVINGS_RATE_TARGET),
    },
    {
      id: 'emergency-fund',
      label: 'Fondo di emergenza',
      value: `${formatDecimal(input.emergencyFundMonths)} mesi`,
      target: `Obiettivo ${EMERGENCY_FUND_TARGET_MONTHS} mesi`,
      health: indicatorHealth(input.emergencyFundMonths, EMERGENCY_FUND_TARGET_MONTHS),
    },
    {
      id: 'ytd-return',
      label: 'Rendimento da inizio anno',
      value: formatPercentOneDecimal(latest.portfolio),
      target: `Benchmark ${formatPercentOneDecimal(latest.benchmark)}`,
      health: indicatorHealth(latest.portfolio, latest.benchmark),
    },
    {
      id: 'debt-ratio',
      label: 'Rapporto di indebitamento',
      value: formatPercent(input.debtRatio),
      target: `Limite ${formatPercent(input.debtRatioLimit)}`,
      health: indicatorHealth(input.debtRatio, input.debtRatioLimit, 'lower-is-better'),
    },
  ];
}
