// The status of a client (green / yellow / red) from the indicators against their targets
// (spec §9 health colours): the worst of the four indicator colours. The advisor may
// override it; the book keeps both, so the override is visible and can be removed.
import { type Health } from './colors';
import { insuranceGapHealth } from './client-alerts';
import {
  EMERGENCY_FUND_TARGET_MONTHS,
  INSURANCE_GAP_ALERT_FROM,
  INVESTMENT_FEE_TARGET,
  SAVINGS_RATE_TARGET,
} from './constants';
import { type Client, type ClientStatus } from './entities';
import { formatDecimal, formatFeePercent, formatPercent } from './format';
import { indicatorHealth } from './health';

export type ClientIndicators = Pick<
  Client,
  'savingsRate' | 'emergencyFund' | 'investmentFee' | 'insuranceGap'
>;

export type IndicatorCheck = {
  id: 'savings-rate' | 'emergency-fund' | 'investment-fee' | 'insurance-gap';
  health: Health;
  /** Italian: the figure against its target, e.g. 'Tasso di risparmio 17% (obiettivo 20%)'. */
  text: string;
};

const rank: Record<Health, number> = { green: 0, yellow: 1, red: 2 };

/**
 * Each indicator's colour against its target, in the order the client page lists them,
 * without their texts: the status of a book of 10,000 clients is computed on import.
 */
function indicatorHealths(client: ClientIndicators): [Health, Health, Health, Health] {
  return [
    indicatorHealth(client.savingsRate, SAVINGS_RATE_TARGET),
    indicatorHealth(client.emergencyFund, EMERGENCY_FUND_TARGET_MONTHS),
    indicatorHealth(client.investmentFee, INVESTMENT_FEE_TARGET, 'lower-is-better'),
    insuranceGapHealth(client.insuranceGap),
  ];
}

/** Each indicator's colour against its target, in the order the client page lists them. */
export function indicatorChecks(client: ClientIndicators): IndicatorCheck[] {
  const [savingsRate, emergencyFund, investmentFee, insuranceGap] = indicatorHealths(client);
  return [
    {
      id: 'savings-rate',
      health: savingsRate,
      text: `Tasso di risparmio ${formatPercent(client.savingsRate)} (obiettivo almeno ${formatPercent(SAVINGS_RATE_TARGET)})`,
    },
    {
      id: 'emergency-fund',
      health: emergencyFund,
      text: `Fondo emergenza ${formatDecimal(client.emergencyFund)} mesi (obiettivo ${EMERGENCY_FUND_TARGET_MONTHS} mesi)`,
    },
    {
      id: 'investment-fee',
      health: investmentFee,
      text: `Costi di investimento ${formatFeePercent(client.investmentFee)} (obiettivo sotto ${formatFeePercent(INVESTMENT_FEE_TARGET)})`,
    },
    {
      id: 'insurance-gap',
      health: insuranceGap,
      text: `Gap assicurativo ${formatPercent(client.insuranceGap)} (soglia ${formatPercent(INSURANCE_GAP_ALERT_FROM)})`,
    },
  ];
}

/** The status the indicators give: the worst of their colours. */
export function computedClientStatus(client: ClientIndicators): ClientStatus {
  return indicatorHealths(client).reduce<Health>(
    (worst, health) => (rank[health] > rank[worst] ? health : worst),
    'green',
  );
}

/** The status shown: the advisor's override when there is one, else the computed one. */
export function effectiveClientStatus(
  client: ClientIndicators,
  override: ClientStatus | undefined,
): ClientStatus {
  return override ?? computedClientStatus(client);
}

/** The indicators that make the computed status what it is (none for a green client). */
export function statusReasons(client: ClientIndicators): IndicatorCheck[] {
  const status = computedClientStatus(client);
  return indicatorChecks(client).filter((check) => check.health === status && status !== 'green');
}
