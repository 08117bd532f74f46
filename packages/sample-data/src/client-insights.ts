// Overview content of the advisor's client detail page. A real product would read these
// from the client's accounts; the demo derives them from the client's own KPIs so that
// every client (and any client added later) has coherent charts and alerts.
import {
  EMERGENCY_FUND_TARGET_MONTHS,
  INVESTMENT_FEE_TARGET,
  SAVINGS_RATE_TARGET,
} from '@traguardo/domain/constants';
import {
  type AllocationItem,
  type Client,
  type ClientStatus,
  type NetWorthPoint,
} from '@traguardo/domain/entities';
import { type Health } from '@traguardo/domain/colors';
import { indicatorHealth } from '@traguardo/domain/health';

export type ClientAlert = {
  id: string;
  severity: Health;
  title: string;
  description: string;
};

/** Months of the client net-worth chart, oldest first. */
export const clientHistoryMonths: readonly string[] = ['Lug', 'Ago', 'Set', 'Ott', 'Nov', 'Dic'];

// Share of today's net worth in each past month: a gently rising path.
const historyFactors: readonly number[] = [0.91, 0.93, 0.95, 0.97, 0.98, 1];

/** Insurance gaps (percent) at or above this are worth an alert. */
export const INSURANCE_GAP_ALERT_FROM = 20;

const allocationByStatus: Record<ClientStatus, readonly [string, number][]> = {
  green: [
    ['Azioni', 60],
    ['Obbligazioni', 30],
    ['Liquidità', 10],
  ],
  yellow: [
    ['Azioni', 45],
    ['Obbligazioni', 35],
    ['Liquidità', 20],
  ],
  red: [
    ['Azioni', 20],
    ['Obbligazioni', 30],
    ['Liquidità', 50],
  ],
};

export function clientNetWorthHistory(client: Client): NetWorthPoint[] {
  return clientHistoryMonths.map((month, i) => ({
    month,
    value: Math.round(client.netWorth * (historyFactors[i] ?? 1)),
  }));
}

export function clientAllocation(client: Client): AllocationItem[] {
  return allocationByStatus[client.status].map(([name, value]) => ({
    name,
    value,
    amount: Math.round((client.netWorth * value) / 100),
  }));
}

/** The alerts of the detail page, most urgent (red) first. */
export function clientAlerts(client: Client): ClientAlert[] {
  const alerts: ClientAlert[] = [];
  const fund = indicatorHealth(client.emergencyFund, EMERGENCY_FUND_TARGET_MONTHS);
  if (fund !== 'green') {
    alerts.push({
      id: 'emergency-fund',
      severity: fund,
      title: 'Fondo di emergenza sotto obiettivo',
      description: `Copre meno dei ${EMERGENCY_FUND_TARGET_MONTHS} mesi di spese consigliati.`,
    });
  }
  const fees = indicatorHealth(client.investmentFee, INVESTMENT_FEE_TARGET, 'lower-is-better');
  if (fees !== 'green') {
    alerts.push({
      id: 'investment-fee',
      severity: fees,
      title: 'Costi di investimento elevati',
      description: 'Valutare ETF a basso costo per ridurre le commissioni annue.',
    });
  }
  const savings = indicatorHealth(client.savingsRate, SAVINGS_RATE_TARGET);
  if (savings !== 'green') {
    alerts.push({
      id: 'savings-rate',
      severity: savings,
      title: 'Tasso di risparmio basso',
      description: 'Rivedere il budget mensile e le spese ricorrenti.',
    });
  }
  if (client.insuranceGap >= INSURANCE_GAP_ALERT_FROM) {
    alerts.push({
      id: 'insurance-gap',
      severity: client.insuranceGap >= 2 * INSURANCE_GAP_ALERT_FROM ? 'red' : 'yellow',
      title: 'Copertura assicurativa insufficiente',
      description: 'Proporre una revisione delle polizze vita e infortuni.',
    });
  }
  const rank: Record<Health, number> = { red: 0, yellow: 1, green: 2 };
  return alerts.sort((a, b) => rank[a.severity] - rank[b.severity]);
}
