import { type Health } from '@traguardo/domain/colors';
import { EMERGENCY_FUND_TARGET_MONTHS, SAVINGS_RATE_TARGET } from '@traguardo/domain/constants';
import { type BenchmarkPoint } from '@traguardo/domain/entities';
import {
  formatDate,
  formatDecimal,
  formatPercent,
  formatPercentOneDecimal,
  formatSignedPercentOneDecimal,
  formatSomeNames,
} from '@traguardo/domain/format';
import { indicatorHealth } from '@traguardo/domain/health';
import { SAVINGS_RATE_NOT_MEASURED } from '@traguardo/domain/ledger-cash-flow';
import { type YearToDateReturn } from '@traguardo/domain/year-to-date-return';

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
  /**
   * The demo's sample portfolio against its benchmark; the own profile's positions have no
   * benchmark, only their own return (yearToDateReturn).
   */
  returns:
    | { kind: 'benchmark'; series: readonly BenchmarkPoint[] }
    | { kind: 'own'; result: YearToDateReturn };
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

function ytdReturnKpi(returns: HomeKpiInput['returns']): HomeKpi {
  const card = { id: 'ytd-return', label: HOME_KPI_LABELS['ytd-return'] } as const;
  if (returns.kind === 'benchmark') {
    const latest = returns.series.at(-1) ?? { portfolio: 0, benchmark: 0 };
    return {
      ...card,
      value: formatPercentOneDecimal(latest.portfolio),
      target: `Benchmark ${formatPercentOneDecimal(latest.benchmark)}`,
      health: indicatorHealth(latest.portfolio, latest.benchmark),
    };
  }
  const { result } = returns;
  switch (result.kind) {
    case 'measured':
      // No benchmark to measure it against: no colour.
      return {
        ...card,
        value: formatSignedPercentOneDecimal(result.percent),
        target: `Dal ${formatDate(result.from)}, sui prezzi inseriti in Investi`,
      };
    case 'missing-start-price':
      return {
        ...card,
        value: NOT_AVAILABLE,
        target: `Serve il prezzo al ${formatDate(result.from)} di ${formatSomeNames(result.names, 2)}`,
      };
    case 'nothing-invested':
      return { ...card, value: NOT_AVAILABLE, target: 'Servono le posizioni in Investi' };
  }
}

/** The four KPI cards of Home, each with its health colour from the domain rule. */
export function homeKpis(input: HomeKpiInput): HomeKpi[] {
  const rate = input.savingsRate;
  const months = input.emergencyFundMonths;
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
    ytdReturnKpi(input.returns),
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
