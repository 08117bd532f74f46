// A client's personal recommendations: one for each indicator below its target, most urgent
// first, each with its figure and a concrete step; the indicators on target are acknowledged
// and never advised on. Which indicator is on target is decided once, by `indicatorChecks`
// (client-status.ts), the rule of the client's status and alerts.
import { addDays } from './calendar-date';
import { type Health } from './colors';
import { indicatorChecks, type ClientIndicators, type IndicatorCheck } from './client-status';
import {
  EMERGENCY_FUND_TARGET_MONTHS,
  INSURANCE_GAP_ALERT_FROM,
  INVESTMENT_FEE_TARGET,
  SAVINGS_RATE_TARGET,
} from './constants';
import { type IsoDate } from './entities';
import { formatDecimal, formatEuro, formatFeePercent, formatPercent } from './format';
import { yearlyCost } from './investment-costs';

/**
 * Monthly expenses of a household when the client's own are not known: the book stores the
 * emergency fund in months, not in euro. ISTAT's average monthly spending of an Italian
 * household in 2023 ("Le spese per i consumi delle famiglie – Anno 2023", 10 ottobre 2024): 2.738 €.
 */
export const ESTIMATED_MONTHLY_EXPENSES = 2738;

/** Days within which a recommendation should be acted on, by how urgent it is. */
export const ACT_WITHIN_DAYS: Record<Exclude<Health, 'green'>, number> = { red: 30, yellow: 90 };
/** Days to the next review of the plan with the advisor. */
export const REVIEW_AFTER_DAYS = 180;

export type RecommendationInput = ClientIndicators & {
  /**
   * The invested amount in euro (see investedAmount), what the fees are charged on;
   * undefined when the client's allocation is not known, so the saving is not put in euro.
   */
  invested: number | undefined;
  /**
   * The client's monthly expenses in euro; 'estimate' for the demo's sample clients, whose
   * spending is taken as ESTIMATED_MONTHLY_EXPENSES; absent when not known (any other
   * client): the fund's step then has no euro figure, and says why.
   */
  monthlyExpenses?: number | 'estimate';
};

export type Recommendation = {
  id: IndicatorCheck['id'];
  severity: Exclude<Health, 'green'>;
  /** The step, with its figure, e.g. 'Portare il fondo di emergenza da 2,0 a 6 mesi: 10.952 € in più'. */
  text: string;
  /** How the figure was reached, when it rests on an estimate. */
  basis?: string;
};

export type ClientRecommendations = {
  /** Below target, red before yellow, in the order of the client page within each. */
  advice: Recommendation[];
  /** On target: acknowledged, never advised on. */
  onTarget: string[];
};

/**
 * Euro to add to reach the target months: the missing months times the monthly expenses,
 * whole euro; 0 when the fund is on target.
 */
export function emergencyFundShortfall(months: number, monthlyExpenses: number): number {
  return Math.round(Math.max(0, EMERGENCY_FUND_TARGET_MONTHS - months) * monthlyExpenses);
}

function advise(
  check: IndicatorCheck,
  input: RecommendationInput,
): Pick<Recommendation, 'text' | 'basis'> {
  switch (check.id) {
    case 'emergency-fund': {
      const step = `Portare il fondo di emergenza da ${formatDecimal(input.emergencyFund)} a ${EMERGENCY_FUND_TARGET_MONTHS} mesi`;
      if (input.monthlyExpenses === undefined) {
        return {
          text: `${step}.`,
          basis:
            'L’importo in euro non è calcolato: le spese mensili del cliente non sono registrate.',
        };
      }
      const given = input.monthlyExpenses;
      const estimated = given === 'estimate';
      const expenses = given === 'estimate' ? ESTIMATED_MONTHLY_EXPENSES : given;
      const shortfall = emergencyFundShortfall(input.emergencyFund, expenses);
      return {
        text: `${step}: ${formatEuro(shortfall)} in più.`,
        basis: estimated
          ? `Stima su spese mensili di ${formatEuro(expenses)}, la media ISTAT 2023 delle famiglie italiane.`
          : `Su spese mensili di ${formatEuro(expenses)}.`,
      };
    }
    case 'investment-fee': {
      const step = `Ridurre i costi di investimento da ${formatFeePercent(input.investmentFee)} a non oltre ${formatFeePercent(INVESTMENT_FEE_TARGET)} con ETF a basso costo`;
      if (input.invested === undefined) {
        return {
          text: `${step}.`,
          basis:
            'Il risparmio in euro non è calcolato: l’allocazione del portafoglio non è registrata.',
        };
      }
      if (input.invested <= 0) {
        return {
          text: `${step}.`,
          basis:
            'Il risparmio in euro non è calcolato: nell’allocazione registrata non c’è patrimonio investito.',
        };
      }
      const saving =
        yearlyCost(input.invested, input.investmentFee) -
        yearlyCost(input.invested, INVESTMENT_FEE_TARGET);
      return {
        text: `${step}: ${formatEuro(saving)} in meno l’anno.`,
        basis: `Sul patrimonio investito di ${formatEuro(input.invested)}.`,
      };
    }
    case 'savings-rate':
      return {
        text: `Aumentare il tasso di risparmio, oggi ${formatPercent(input.savingsRate)}, fino ad almeno ${formatPercent(SAVINGS_RATE_TARGET)}: rivedere il budget mensile e le spese ricorrenti.`,
      };
    case 'insurance-gap':
      return {
        text: `Ridurre il gap assicurativo, oggi ${formatPercent(input.insuranceGap)}, sotto la soglia del ${formatPercent(INSURANCE_GAP_ALERT_FROM)}: rivedere le polizze vita e infortuni.`,
      };
  }
}

const urgency: Record<Recommendation['severity'], number> = { red: 0, yellow: 1 };

/** The client's recommendations from their own indicators. */
export function clientRecommendations(input: RecommendationInput): ClientRecommendations {
  const checks = indicatorChecks(input);
  const advice: Recommendation[] = [];
  const onTarget: string[] = [];
  for (const check of checks) {
    if (check.health === 'green') onTarget.push(`${check.text}: in linea con l’obiettivo.`);
    else advice.push({ id: check.id, severity: check.health, ...advise(check, input) });
  }
  advice.sort((a, b) => urgency[a.severity] - urgency[b.severity]);
  return { advice, onTarget };
}

export type NextStep = { text: string; by: IsoDate };

/** A dated step for each recommendation (sooner for the urgent ones), then the next review. */
export function nextSteps(advice: readonly Recommendation[], today: IsoDate): NextStep[] {
  return [
    ...advice.map((item) => ({
      text: item.text,
      by: addDays(today, ACT_WITHIN_DAYS[item.severity]),
    })),
    { text: 'Revisione del piano con il consulente.', by: addDays(today, REVIEW_AFTER_DAYS) },
  ];
}
