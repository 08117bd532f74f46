// A client as typed in the advisor's form (or read from a CSV row): text per field, read the
// Italian way and checked against client-limits.ts, each problem an Italian sentence for the
// field it belongs to.
import { amountProblemMessage, figureProblemMessage, readAmount } from './amount-input';
import { isCalendarDate } from './calendar-date';
import {
  CLIENT_EMAIL_MAX_LENGTH,
  CLIENT_EMERGENCY_FUND_MAX,
  CLIENT_INSURANCE_GAP_MAX,
  CLIENT_INVESTMENT_FEE_MAX,
  CLIENT_NAME_MAX_LENGTH,
  CLIENT_NET_WORTH_MAX,
  CLIENT_NET_WORTH_MIN,
  CLIENT_SAVINGS_RATE_MAX,
  CLIENT_SAVINGS_RATE_MIN,
} from './client-limits';
import { type Client, type IsoDate } from './entities';
import { formatNumber } from './format';
import { formatPlainNumber } from './plain-number';
import { fitsCharacterLimit } from './text-length';

export const CLIENT_FIELDS = [
  'name',
  'email',
  'netWorth',
  'savingsRate',
  'emergencyFund',
  'investmentFee',
  'insuranceGap',
  'lastContact',
] as const;

export type ClientFieldName = (typeof CLIENT_FIELDS)[number];

/** The form's labels, which are also the names the CSV mapping offers. */
export const CLIENT_FIELD_LABELS: Record<ClientFieldName, string> = {
  name: 'Nome',
  email: 'Email',
  netWorth: 'Patrimonio netto',
  savingsRate: 'Tasso di risparmio',
  emergencyFund: 'Fondo emergenza (mesi)',
  investmentFee: 'Costi investimento',
  insuranceGap: 'Gap assicurativo',
  lastContact: 'Ultimo contatto',
};

export type ClientDraft = Record<ClientFieldName, string>;
/** A client's own figures: everything but its id and its status (which the book derives). */
export type ClientFields = Omit<Client, 'id' | 'status'>;
export type ClientFieldErrors = Partial<Record<ClientFieldName, string>>;
export type ClientDraftReading =
  { ok: true; value: ClientFields } | { ok: false; errors: ClientFieldErrors };

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const ITALIAN_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

export const CLIENT_DRAFT_MESSAGES = {
  nameRequired: 'Inserisci il nome del cliente.',
  nameTooLong: `Il nome può avere al massimo ${CLIENT_NAME_MAX_LENGTH} caratteri.`,
  emailInvalid: 'Inserisci un’email valida, per esempio nome@dominio.it.',
  emailTaken: 'Esiste già un cliente con questa email.',
  dateInvalid: 'Inserisci una data valida (gg/mm/aaaa).',
  dateInFuture: 'La data dell’ultimo contatto non può essere futura.',
  required: 'Campo obbligatorio.',
} as const;

/** The key an email is matched by: another client with the same key is the same person. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

function range(min: number, max: number, unit: string): string {
  return `Inserisci un valore tra ${formatNumber(min)} e ${formatNumber(max)}${unit}.`;
}

const NUMBER_FIELDS = {
  netWorth: { min: CLIENT_NET_WORTH_MIN, max: CLIENT_NET_WORTH_MAX, unit: ' €' },
  savingsRate: { min: CLIENT_SAVINGS_RATE_MIN, max: CLIENT_SAVINGS_RATE_MAX, unit: '%' },
  emergencyFund: { min: 0, max: CLIENT_EMERGENCY_FUND_MAX, unit: ' mesi' },
  investmentFee: { min: 0, max: CLIENT_INVESTMENT_FEE_MAX, unit: '%' },
  insuranceGap: { min: 0, max: CLIENT_INSURANCE_GAP_MAX, unit: '%' },
} as const;

type NumberField = keyof typeof NUMBER_FIELDS;

/** A range's message, for a field's hint and for tests. */
export function clientRangeMessage(field: NumberField): string {
  const { min, max, unit } = NUMBER_FIELDS[field];
  return range(min, max, unit);
}

// Read as both apps read numbers (amount-input.ts): the net worth is money and gets its
// messages; a percent or months get the same rules with examples that fit them.
function readFigure(text: string, field: NumberField): number | string {
  const reading = readAmount(text, 'cents');
  if (!reading.ok) {
    const { problem } = reading;
    if (problem === 'empty') return CLIENT_DRAFT_MESSAGES.required;
    if (problem === 'tooLarge') return clientRangeMessage(field);
    return field === 'netWorth'
      ? amountProblemMessage(problem, 'cents')
      : figureProblemMessage(problem);
  }
  const { min, max } = NUMBER_FIELDS[field];
  if (reading.value < min || reading.value > max) return clientRangeMessage(field);
  return reading.value;
}

/** A date typed as yyyy-mm-dd (a date input) or dd/mm/yyyy (a CSV cell), as yyyy-mm-dd. */
export function readClientDate(text: string): IsoDate | undefined {
  const trimmed = text.trim();
  const italian = ITALIAN_DATE.exec(trimmed);
  const iso = italian === null ? trimmed : `${italian[3]}-${italian[2]}-${italian[1]}`;
  return isCalendarDate(iso) ? iso : undefined;
}

type ReadOptions = {
  /** The local date, yyyy-mm-dd: a last contact cannot be after it. */
  today: IsoDate;
  /** Whether another client of the book already has this email (by emailKey). */
  emailTaken?: (key: string) => boolean;
};

/** The client a draft stands for, or an Italian message beside each field that is wrong. */
export function readClientDraft(draft: ClientDraft, options: ReadOptions): ClientDraftReading {
  const errors: ClientFieldErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = CLIENT_DRAFT_MESSAGES.nameRequired;
  else if (!fitsCharacterLimit(name, CLIENT_NAME_MAX_LENGTH))
    errors.name = CLIENT_DRAFT_MESSAGES.nameTooLong;

  const email = draft.email.trim();
  if (!EMAIL.test(email) || email.length > CLIENT_EMAIL_MAX_LENGTH)
    errors.email = CLIENT_DRAFT_MESSAGES.emailInvalid;
  else if (options.emailTaken?.(emailKey(email)) === true)
    errors.email = CLIENT_DRAFT_MESSAGES.emailTaken;

  const figures: Partial<Record<NumberField, number>> = {};
  for (const field of Object.keys(NUMBER_FIELDS) as NumberField[]) {
    const read = readFigure(draft[field], field);
    if (typeof read === 'string') errors[field] = read;
    else figures[field] = read;
  }

  const lastContact = readClientDate(draft.lastContact);
  if (lastContact === undefined) errors.lastContact = CLIENT_DRAFT_MESSAGES.dateInvalid;
  else if (lastContact > options.today) errors.lastContact = CLIENT_DRAFT_MESSAGES.dateInFuture;

  const { netWorth, savingsRate, emergencyFund, investmentFee, insuranceGap } = figures;
  if (
    Object.keys(errors).length > 0 ||
    lastContact === undefined ||
    netWorth === undefined ||
    savingsRate === undefined ||
    emergencyFund === undefined ||
    investmentFee === undefined ||
    insuranceGap === undefined
  ) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    value: {
      name,
      email,
      netWorth,
      savingsRate,
      emergencyFund,
      investmentFee,
      insuranceGap,
      lastContact,
    },
  };
}

/** An empty form. */
export function emptyClientDraft(): ClientDraft {
  return {
    name: '',
    email: '',
    netWorth: '',
    savingsRate: '',
    emergencyFund: '',
    investmentFee: '',
    insuranceGap: '',
    lastContact: '',
  };
}

/** A client's figures as the form shows them (numbers with a decimal comma). */
export function clientDraftOf(client: ClientFields): ClientDraft {
  return {
    name: client.name,
    email: client.email,
    netWorth: formatPlainNumber(client.netWorth),
    savingsRate: formatPlainNumber(client.savingsRate),
    emergencyFund: formatPlainNumber(client.emergencyFund),
    investmentFee: formatPlainNumber(client.investmentFee),
    insuranceGap: formatPlainNumber(client.insuranceGap),
    lastContact: client.lastContact,
  };
}
