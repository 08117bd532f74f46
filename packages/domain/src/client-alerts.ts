// The alerts of the advisor's client detail page: which of a client's KPIs need attention,
// how urgently, and in which order.
import { type Health } from './colors';
import {
  EMERGENCY_FUND_TARGET_MONTHS,
  INSURANCE_GAP_ALERT_FROM,
  INVESTMENT_FEE_TARGET,
  SAVINGS_RATE_TARGET,
} from './constants';
import { type Client } from './entities';
import { formatPercent } from './format';
import { indicatorHealth } from './health';

export type ClientAlert = {
  id: string;
  severity: Health;
  title: string;
  description: string;
};

/** An insurance gap (percent) is fine below the alert threshold and urgent from twice it. */
export function insuranceGapHealth(gap: number): Health {
  if (gap < INSURANCE_GAP_ALERT_FROM) return 'green';
  return gap < 2 * INSURANCE_GAP_ALERT_FROM ? 'yellow' : 'red';
}

/**
 * Where a gap stands against the alert threshold, in the words of insuranceGapHealth's
 * comparison: a gap that reads as the threshold (20%) is at it, not beyond it.
 */
export function insuranceGapAgainstThreshold(gap: number): string {
  const threshold = formatPercent(INSURANCE_GAP_ALERT_FROM);
  if (insuranceGapHealth(gap) === 'green') return `sotto la soglia del ${threshold}`;
  return formatPercent(gap) === threshold
    ? `pari alla soglia del ${threshold}`
    : `oltre la soglia del ${threshold}`;
}

type AlertRule = {
  id: string;
  health: (client: Client) => Health;
  title: string;
  description: string;
};

const rules: readonly AlertRule[] = [
  {
    id: 'emergency-fund',
    health: (client) => indicatorHealth(client.emergencyFund, EMERGENCY_FUND_TARGET_MONTHS),
    title: 'Fondo di emergenza sotto obiettivo',
    description: `Copre meno dei ${EMERGENCY_FUND_TARGET_MONTHS} mesi di spese consigliati.`,
  },
  {
    id: 'investment-fee',
    health: (client) =>
      indicatorHealth(client.investmentFee, INVESTMENT_FEE_TARGET, 'lower-is-better'),
    title: 'Costi di investimento elevati',
    description: 'Valutare ETF a basso costo per ridurre le commissioni annue.',
  },
  {
    id: 'savings-rate',
    health: (client) => indicatorHealth(client.savingsRate, SAVINGS_RATE_TARGET),
    title: 'Tasso di risparmio basso',
    description: 'Rivedere il budget mensile e le spese ricorrenti.',
  },
  {
    id: 'insurance-gap',
    health: (client) => insuranceGapHealth(client.insuranceGap),
    title: 'Copertura assicurativa insufficiente',
    description: 'Proporre una revisione delle polizze vita e infortuni.',
  },
];

const urgency: Record<Health, number> = { red: 0, yellow: 1, green: 2 };

/** The alerts of the detail page, most urgent (red) first; a green KPI raises none. */
export function clientAlerts(client: Client): ClientAlert[] {
  return rules
    .map(({ health, ...alert }) => ({ ...alert, severity: health(client) }))
    .filter((alert) => alert.severity !== 'green')
    .sort((a, b) => urgency[a.severity] - urgency[b.severity]);
}
