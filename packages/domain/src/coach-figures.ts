// The investor's own figures the coach opens its answer with. Each comes from the domain
// rule the matching screen uses, and is formatted the same way, so the coach never
// contradicts a screen.
import { type CoachTopic } from './coach';
import { EMERGENCY_FUND_TARGET_MONTHS, SAVINGS_RATE_TARGET } from './constants';
import { type Goal } from './entities';
import { formatDate, formatDecimal, formatEuro, formatPercent } from './format';

export type CoachFacts = {
  /** Savings rate in percent (as on Home); null while the profile has no movements. */
  savingsRate: number | null;
  /** Months of expenses the emergency fund covers (as on Home); null without expenses. */
  emergencyFundMonths: number | null;
  pension?: {
    goal: Goal;
    /** Simulated probability of reaching it (0–1), with the plan it assumes; absent if not run. */
    simulation?: { probability: number; planName: string };
  };
  home?: Goal;
  /** The tax forecast Altro shows; absent when the profile has none. */
  tax?: { year: number; estimatedTax: number; expectedRefund: number };
};

/** What the coach says instead of a figure the profile's ledger cannot give yet. */
export const NO_MOVEMENTS_YET =
  'Per calcolarlo mi servono i tuoi movimenti degli ultimi mesi: aggiungili in Conti e Movimenti.';

/** The emergency fund is measured on whole months of the ledger (ledger-balances.ts). */
export const NO_WHOLE_MONTH_YET =
  'Per calcolarlo mi servono le spese di almeno un mese intero da quando hai aperto i tuoi conti: aggiungile in Movimenti.';

/** A probability (0–1) as the simulator shows it: whole percent. */
export function formatProbability(probability: number): string {
  return formatPercent(probability * 100);
}

function savingsLine({ savingsRate }: CoachFacts): string {
  if (savingsRate === null) return NO_MOVEMENTS_YET;
  const gap = SAVINGS_RATE_TARGET - savingsRate;
  const rate = `Il tuo tasso di risparmio è ${formatPercent(savingsRate)}`;
  if (gap <= 0)
    return `${rate}: hai raggiunto l’obiettivo del ${formatPercent(SAVINGS_RATE_TARGET)}.`;
  return `${rate}: ti mancano ${gap} punti per arrivare all’obiettivo del ${formatPercent(SAVINGS_RATE_TARGET)}.`;
}

function emergencyLine({ emergencyFundMonths }: CoachFacts): string {
  if (emergencyFundMonths === null) return NO_WHOLE_MONTH_YET;
  const months = `Il tuo fondo di emergenza copre ${formatDecimal(emergencyFundMonths)} mesi di spese`;
  const missing = EMERGENCY_FUND_TARGET_MONTHS - emergencyFundMonths;
  if (missing <= 0) {
    return `${months}: hai raggiunto l’obiettivo di ${EMERGENCY_FUND_TARGET_MONTHS} mesi.`;
  }
  return `${months}, contro un obiettivo di ${EMERGENCY_FUND_TARGET_MONTHS} mesi: ne mancano ${formatDecimal(missing)}.`;
}

function goalLine(goal: Goal): string {
  return (
    `Il tuo obiettivo “${goal.name}” è al ${formatPercent(goal.progress)}: ` +
    `${formatEuro(goal.current)} su ${formatEuro(goal.target)}, entro il ${formatDate(goal.targetDate)}.`
  );
}

function pensionLine({ pension }: CoachFacts): string | null {
  if (pension === undefined) return null;
  const line = goalLine(pension.goal);
  if (pension.simulation === undefined) return line;
  const { probability, planName } = pension.simulation;
  return (
    `${line} Con il piano ${planName} e il versamento attuale, la simulazione Monte Carlo ` +
    `dà una probabilità di raggiungerlo del ${formatProbability(probability)}.`
  );
}

function taxLine({ tax }: CoachFacts): string | null {
  if (tax === undefined) return null;
  const balance =
    tax.expectedRefund >= 0
      ? `un rimborso atteso di ${formatEuro(tax.expectedRefund)}`
      : `un saldo da versare di ${formatEuro(-tax.expectedRefund)}`;
  return `Per il ${tax.year} la previsione fiscale stima imposte per ${formatEuro(tax.estimatedTax)} e ${balance}.`;
}

/** The personal opening of the coach's answer on `topic`; null when it has no figures. */
export function coachFiguresLine(topic: CoachTopic, facts: CoachFacts): string | null {
  switch (topic) {
    case 'saving':
      return savingsLine(facts);
    case 'emergency':
      return emergencyLine(facts);
    case 'pension':
      return pensionLine(facts);
    case 'tax':
      return taxLine(facts);
    case 'house':
      return facts.home === undefined ? null : goalLine(facts.home);
    default:
      return null;
  }
}

/** The coach's full answer: the personal figures, then the general advice. */
export function coachAnswer(topic: CoachTopic, facts: CoachFacts, advice: string): string {
  const line = coachFiguresLine(topic, facts);
  return line === null ? advice : `${line} ${advice}`;
}
