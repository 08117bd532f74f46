import { EMERGENCY_FUND_TARGET_MONTHS, INVESTMENT_FEE_TARGET } from '@traguardo/domain/constants';
import { formatNumber, formatPercentOneDecimal } from '@traguardo/domain/format';

// Spec §2: the preview always shows the same three recommendations.
export const REPORT_RECOMMENDATIONS: readonly string[] = [
  `Portare il fondo di emergenza ad almeno ${formatNumber(EMERGENCY_FUND_TARGET_MONTHS)} mesi di spese.`,
  `Ridurre i costi di investimento sotto lo ${formatPercentOneDecimal(INVESTMENT_FEE_TARGET)} con ETF a basso costo.`,
  'Rivedere le coperture assicurative per colmare il gap di protezione.',
];
