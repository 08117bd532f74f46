import {
  IMPORT_FILE_STEP,
  MISSING_CLIENT_DATA,
  type MissingClientData,
  SPENDING_STEP,
} from '@traguardo/domain/client-missing-data';
import { type ReportBlock } from './report-blocks';

/** The sections of a client's report that need more than the client's figures: their title and need. */
export const SECTIONS_NEEDING_DATA = {
  'net-worth': { title: 'Patrimonio netto e andamento', needs: 'history' },
  'cash-flow': { title: 'Flusso di cassa', needs: 'spending' },
  returns: { title: 'Rendimenti e benchmark', needs: 'history' },
  allocation: { title: 'Allocazione e ribilanciamento', needs: 'allocation' },
  costs: { title: 'Costi di investimento in euro', needs: 'allocation' },
} as const satisfies Record<string, { title: string; needs: MissingClientData }>;

export type SectionNeedingData = keyof typeof SECTIONS_NEEDING_DATA;

export function needsData(section: string): section is SectionNeedingData {
  return Object.hasOwn(SECTIONS_NEEDING_DATA, section);
}

/** One page in place of the sections left out: which, why, and how to get what is missing. */
export function missingDataSection(leftOut: readonly SectionNeedingData[]): ReportBlock[] {
  if (leftOut.length === 0) return [];
  const needs = new Set(leftOut.map((section) => SECTIONS_NEEDING_DATA[section].needs));
  const blocks: ReportBlock[] = [
    { kind: 'heading', text: 'Dati non disponibili', newPage: true },
    {
      kind: 'text',
      text: 'Questo report non contiene le sezioni che richiedono dati non registrati per il cliente: Traguardo non li stima.',
    },
    {
      kind: 'list',
      ordered: false,
      items: leftOut.map((section) => {
        const { title, needs: need } = SECTIONS_NEEDING_DATA[section];
        return `${title}: ${MISSING_CLIENT_DATA[need]}`;
      }),
    },
  ];
  if (needs.has('allocation')) {
    blocks.push({ kind: 'text', text: `Per aggiungere l’allocazione: ${IMPORT_FILE_STEP}` });
  }
  if (needs.has('spending')) {
    blocks.push({ kind: 'text', text: SPENDING_STEP });
  }
  return blocks;
}
