// The investor's file for the advisor ('Invia al consulente' → 'Importa fascicolo'): the
// client entity's figures, the goals with their progress, the allocation and the date —
// never movements or documents. Versioned; read whole and validated before anything is used.
import * as v from 'valibot';
import { type ClientImportRow } from './client-import-plan';
import { type ClientFields, readClientDraft, clientDraftOf } from './client-draft';
import { type AdvisorGoal, type AllocationItem, type IsoDate } from './entities';
import { advisorGoalSchema, allocationItemSchema } from './reference-schemas';

export const INVESTOR_FILE_KIND = 'traguardo-fascicolo';
export const INVESTOR_FILE_VERSION = 1;
/** The largest file read: a file is a few kilobytes; anything far bigger is not one. */
export const INVESTOR_FILE_MAX_BYTES = 1024 * 1024;

const isoDate = v.pipe(v.string(), v.isoDate());
const finite = v.pipe(v.number(), v.finite());

export const investorFileSchema = v.object({
  kind: v.literal(INVESTOR_FILE_KIND),
  version: v.literal(INVESTOR_FILE_VERSION),
  /** The day the investor made the file. */
  date: isoDate,
  client: v.object({
    name: v.string(),
    email: v.string(),
    netWorth: finite,
    savingsRate: finite,
    emergencyFund: finite,
    investmentFee: finite,
    insuranceGap: finite,
  }),
  goals: v.pipe(v.array(advisorGoalSchema), v.maxLength(100)),
  allocation: v.pipe(v.array(allocationItemSchema), v.maxLength(20)),
});

export type InvestorFile = v.InferOutput<typeof investorFileSchema>;

export const INVESTOR_FILE_MESSAGES = {
  notJson: 'Il file non è un fascicolo leggibile: nulla è stato importato.',
  foreign: 'Questo file non è un fascicolo di Traguardo: nulla è stato importato.',
  newer:
    'Il fascicolo viene da una versione più recente di Traguardo: aggiorna l’app per leggerlo. Nulla è stato importato.',
  invalid: 'Il fascicolo è danneggiato o incompleto: nulla è stato importato.',
  tooBig: 'Il file è troppo grande per essere un fascicolo: nulla è stato importato.',
} as const;

/** The file's name: traguardo-fascicolo-<aaaa-mm-gg>.json. */
export function investorFileName(date: IsoDate): string {
  return `traguardo-fascicolo-${date}.json`;
}

/** The file's text, as the investor's app writes it. */
export function investorFileText(file: InvestorFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

export type InvestorFileReading =
  { ok: true; file: InvestorFile; row: ClientImportRow } | { ok: false; message: string };

/**
 * Reads a file's text: a malformed, foreign, newer or invalid file gets its Italian message;
 * a valid one its client, as an import row (the file's date is the last contact). The
 * figures must pass the same checks as the client form's.
 */
export function readInvestorFile(text: string, today: IsoDate): InvestorFileReading {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, message: INVESTOR_FILE_MESSAGES.notJson };
  }
  if (typeof data !== 'object' || data === null || !('kind' in data)) {
    return { ok: false, message: INVESTOR_FILE_MESSAGES.foreign };
  }
  if (data.kind !== INVESTOR_FILE_KIND)
    return { ok: false, message: INVESTOR_FILE_MESSAGES.foreign };
  if (
    'version' in data &&
    typeof data.version === 'number' &&
    data.version > INVESTOR_FILE_VERSION
  ) {
    return { ok: false, message: INVESTOR_FILE_MESSAGES.newer };
  }
  const parsed = v.safeParse(investorFileSchema, data);
  if (!parsed.success || parsed.output.date > today) {
    return { ok: false, message: INVESTOR_FILE_MESSAGES.invalid };
  }
  const file = parsed.output;
  const fields: ClientFields = { ...file.client, lastContact: file.date };
  const checked = readClientDraft(clientDraftOf(fields), { today });
  if (!checked.ok) return { ok: false, message: INVESTOR_FILE_MESSAGES.invalid };
  return {
    ok: true,
    file,
    row: {
      line: 1,
      fields: checked.value,
      fileDate: file.date,
      goals: file.goals,
      allocation: file.allocation,
    },
  };
}

type InvestorFileInput = {
  date: IsoDate;
  name: string;
  email: string;
  figures: Omit<InvestorFile['client'], 'name' | 'email'>;
  goals: readonly AdvisorGoal[];
  allocation: readonly AllocationItem[];
};

/** The file of an investor, figures rounded as the advisor's book keeps them (2 decimals). */
export function investorFile(input: InvestorFileInput): InvestorFile {
  const round = (n: number) => Math.round(n * 100) / 100;
  const { figures } = input;
  return {
    kind: INVESTOR_FILE_KIND,
    version: INVESTOR_FILE_VERSION,
    date: input.date,
    client: {
      name: input.name.trim(),
      email: input.email.trim(),
      netWorth: Math.round(figures.netWorth),
      savingsRate: round(figures.savingsRate),
      emergencyFund: round(figures.emergencyFund),
      investmentFee: round(figures.investmentFee),
      insuranceGap: round(figures.insuranceGap),
    },
    goals: input.goals.map((goal) => ({ ...goal })),
    allocation: input.allocation.map((item) => ({ ...item })),
  };
}
