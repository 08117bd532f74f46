// The alerts of a client of the advisor's book (client page, and their count on Clienti):
// computed from the client's figures and dates, each saying why with the figure. Most
// urgent first.
import { type Health } from './colors';
import { type BookClient } from './client-book-schemas';
import { daysBetween } from './client-criteria';
import { EMERGENCY_FUND_TARGET_MONTHS, INVESTMENT_FEE_TARGET } from './constants';
import { type IsoDate } from './entities';
import { formatDate, formatDecimal, formatFeePercent, formatNumber, formatPercent } from './format';
import { indicatorHealth } from './health';
import { insuranceGapAgainstThreshold, insuranceGapHealth } from './client-alerts';

/** No contact for more than this many days raises an alert. */
export const CONTACT_ALERT_AFTER_DAYS = 180;
/** An investor's file older than this many months raises an alert. */
export const FILE_ALERT_AFTER_MONTHS = 12;
/** A savings rate (percent) below this raises an alert. */
export const SAVINGS_RATE_ALERT_BELOW = 10;

export type BookClientAlert = {
  id:
    | 'emergency-fund'
    | 'investment-fee'
    | 'insurance-gap'
    | 'no-contact'
    | 'stale-file'
    | 'savings-rate';
  severity: Exclude<Health, 'green'>;
  title: string;
  /** Why, in Italian, with the figure. */
  description: string;
};

const urgency: Record<BookClientAlert['severity'], number> = { red: 0, yellow: 1 };

/** The date `months` calendar months after `date` (yyyy-mm-dd), the day kept within the month. */
function addMonths(date: IsoDate, months: number): IsoDate {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const total = year * 12 + (month - 1) + months;
  const lastDay = new Date(Date.UTC(Math.floor(total / 12), (total % 12) + 1, 0)).getUTCDate();
  const y = String(Math.floor(total / 12)).padStart(4, '0');
  const m = String((total % 12) + 1).padStart(2, '0');
  return `${y}-${m}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

type AlertInput = Pick<
  BookClient,
  'emergencyFund' | 'investmentFee' | 'insuranceGap' | 'savingsRate' | 'lastContact' | 'fileDate'
>;

/** The client's alerts on `today` (yyyy-mm-dd), most urgent first; none for a client on target. */
export function bookClientAlerts(client: AlertInput, today: IsoDate): BookClientAlert[] {
  const alerts: BookClientAlert[] = [];
  if (client.emergencyFund < EMERGENCY_FUND_TARGET_MONTHS) {
    const health = indicatorHealth(client.emergencyFund, EMERGENCY_FUND_TARGET_MONTHS);
    alerts.push({
      id: 'emergency-fund',
      severity: health === 'red' ? 'red' : 'yellow',
      title: 'Fondo di emergenza sotto obiettivo',
      description: `Copre ${formatDecimal(client.emergencyFund)} mesi di spese, sotto i ${EMERGENCY_FUND_TARGET_MONTHS} consigliati.`,
    });
  }
  if (client.investmentFee > INVESTMENT_FEE_TARGET) {
    const health = indicatorHealth(client.investmentFee, INVESTMENT_FEE_TARGET, 'lower-is-better');
    alerts.push({
      id: 'investment-fee',
      severity: health === 'red' ? 'red' : 'yellow',
      title: 'Costi di investimento elevati',
      description: `I costi di investimento sono ${formatFeePercent(client.investmentFee)} l’anno, sopra l’obiettivo di ${formatFeePercent(INVESTMENT_FEE_TARGET)}: valutare ETF a basso costo.`,
    });
  }
  const gap = insuranceGapHealth(client.insuranceGap);
  if (gap !== 'green') {
    alerts.push({
      id: 'insurance-gap',
      severity: gap,
      title: 'Copertura assicurativa insufficiente',
      description: `Gap assicurativo del ${formatPercent(client.insuranceGap)}, ${insuranceGapAgainstThreshold(client.insuranceGap)}: proporre una revisione delle polizze.`,
    });
  }
  const silentDays = daysBetween(client.lastContact, today);
  if (silentDays > CONTACT_ALERT_AFTER_DAYS) {
    alerts.push({
      id: 'no-contact',
      severity: 'yellow',
      title: `Nessun contatto da oltre ${CONTACT_ALERT_AFTER_DAYS} giorni`,
      description: `L’ultimo contatto risale a ${formatNumber(silentDays)} giorni fa.`,
    });
  }
  if (
    client.fileDate !== undefined &&
    addMonths(client.fileDate, FILE_ALERT_AFTER_MONTHS) < today
  ) {
    alerts.push({
      id: 'stale-file',
      severity: 'yellow',
      title: 'Fascicolo non aggiornato',
      description: `L’ultimo fascicolo dell’investitore è del ${formatDate(client.fileDate)}, più di ${FILE_ALERT_AFTER_MONTHS} mesi fa.`,
    });
  }
  if (client.savingsRate < SAVINGS_RATE_ALERT_BELOW) {
    alerts.push({
      id: 'savings-rate',
      severity: 'red',
      title: 'Tasso di risparmio basso',
      description: `Il tasso di risparmio è ${formatPercent(client.savingsRate)}, sotto la soglia di ${formatPercent(SAVINGS_RATE_ALERT_BELOW)}.`,
    });
  }
  return alerts.sort((a, b) => urgency[a.severity] - urgency[b.severity]);
}
