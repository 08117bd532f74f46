import { type ClientCriteria } from '@traguardo/domain/client-criteria';
import { EMERGENCY_FUND_TARGET_MONTHS, INVESTMENT_FEE_TARGET } from '@traguardo/domain/constants';
import {
  formatEuro,
  formatNumber,
  formatPercent,
  formatPercentOneDecimal,
} from '@traguardo/domain/format';

export type CriterionKey = keyof ClientCriteria;

/** The label of each active criterion, as its removable chip reads it. */
export function criteriaChips(criteria: ClientCriteria): { key: CriterionKey; label: string }[] {
  const c = criteria;
  const chips: { key: CriterionKey; label: string }[] = [];
  if (c.netWorthMin !== undefined) {
    chips.push({ key: 'netWorthMin', label: `Patrimonio da ${formatEuro(c.netWorthMin)}` });
  }
  if (c.netWorthMax !== undefined) {
    chips.push({ key: 'netWorthMax', label: `Patrimonio fino a ${formatEuro(c.netWorthMax)}` });
  }
  if (c.emergencyFundBelowTarget === true) {
    chips.push({
      key: 'emergencyFundBelowTarget',
      label: `Fondo emergenza sotto ${formatNumber(EMERGENCY_FUND_TARGET_MONTHS)} mesi`,
    });
  }
  if (c.feesAboveTarget === true) {
    chips.push({
      key: 'feesAboveTarget',
      label: `Costi sopra lo ${formatPercentOneDecimal(INVESTMENT_FEE_TARGET)}`,
    });
  }
  if (c.insuranceGapAtLeast !== undefined) {
    chips.push({
      key: 'insuranceGapAtLeast',
      label: `Gap assicurativo da ${formatPercent(c.insuranceGapAtLeast)}`,
    });
  }
  if (c.lastContactOlderThan !== undefined) {
    chips.push({
      key: 'lastContactOlderThan',
      label: `Ultimo contatto oltre ${formatNumber(c.lastContactOlderThan)} giorni`,
    });
  }
  return chips;
}

/** The criteria without one of them. */
export function withoutCriterion(criteria: ClientCriteria, key: CriterionKey): ClientCriteria {
  // An undefined criterion is an absent one (the filter and the URL skip it).
  return { ...criteria, [key]: undefined };
}
