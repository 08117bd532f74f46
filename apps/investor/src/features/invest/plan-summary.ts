import { type InvestmentPlan } from '@traguardo/domain/entities';
import { formatPercent, formatPercentOneDecimal } from '@traguardo/domain/format';

/** One line with a plan's risk, expected return and asset mix, as the plan cards show it. */
export function planSummary(plan: InvestmentPlan): string {
  const { stocks, bonds, cash } = plan.allocation;
  return [
    `Rischio ${plan.risk}`,
    `Rendimento atteso ${formatPercentOneDecimal(plan.expectedReturn)}`,
    `Azioni ${formatPercent(stocks)} · Obbligazioni ${formatPercent(bonds)} · Liquidità ${formatPercent(cash)}`,
  ].join(' · ');
}
