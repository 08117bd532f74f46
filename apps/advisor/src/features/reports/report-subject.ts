import { type Client } from '@traguardo/domain/entities';
import { MESSAGES } from '@traguardo/domain/messages';
import {
  EMERGENCY_FUND_TARGET_MONTHS,
  INVESTMENT_FEE_TARGET,
  SAVINGS_RATE_TARGET,
} from '@traguardo/domain/constants';
import {
  formatDecimal,
  formatFeePercent,
  formatNumber,
  formatPercent,
} from '@traguardo/domain/format';
import {
  averageSavingsRate,
  clientsByStatus,
  statusLabel,
  totalAum,
} from '@traguardo/domain/status';

/** Value of the client radio group that stands for the aggregate report. */
export const ALL_CLIENTS = 'all';

export type ReportIndicator = { label: string; value: string; note?: string };

/** What the preview says about the chosen client, or about all of them together. */
export type ReportSubject = {
  /** Name used in the preview and in the confirmation toast. */
  name: string;
  netWorth: number;
  /** Percent; for the aggregate the clients' average, rounded. */
  savingsRate: number;
  indicators: ReportIndicator[];
};

function clientIndicators(client: Client): ReportIndicator[] {
  return [
    {
      label: 'Fondo di emergenza',
      value: `${formatDecimal(client.emergencyFund)} mesi`,
      note: `Obiettivo ${formatNumber(EMERGENCY_FUND_TARGET_MONTHS)} mesi`,
    },
    {
      label: 'Costi di investimento',
      value: formatFeePercent(client.investmentFee),
      note: `Obiettivo sotto ${formatFeePercent(INVESTMENT_FEE_TARGET)}`,
    },
    { label: 'Gap assicurativo', value: formatPercent(client.insuranceGap) },
    { label: 'Stato', value: statusLabel(client.status, 'dashboard') },
  ];
}

function aggregateIndicators(clients: readonly Client[]): ReportIndicator[] {
  const counts = clientsByStatus(clients);
  return [
    { label: 'Clienti', value: formatNumber(clients.length) },
    { label: statusLabel('green', 'dashboard'), value: formatNumber(counts.green) },
    { label: statusLabel('yellow', 'dashboard'), value: formatNumber(counts.yellow) },
    { label: statusLabel('red', 'dashboard'), value: formatNumber(counts.red) },
  ];
}

/** An unknown id falls back to the aggregate rather than showing an empty report. */
export function reportSubject(selection: string, clients: readonly Client[]): ReportSubject {
  const client = clients.find((c) => c.id === selection);
  if (client === undefined) {
    return {
      name: MESSAGES.allClients,
      netWorth: totalAum(clients),
      savingsRate: averageSavingsRate(clients),
      indicators: aggregateIndicators(clients),
    };
  }
  return {
    name: client.name,
    netWorth: client.netWorth,
    savingsRate: client.savingsRate,
    indicators: clientIndicators(client),
  };
}

/** The savings-rate target, as the preview words it. */
export function savingsTargetNote(): string {
  return `Obiettivo ${formatPercent(SAVINGS_RATE_TARGET)}`;
}
