// The report as engine-neutral blocks: plain data that says what is printed and in which
// order, and nothing about how. The worker hands them to the PDF renderer; the tests read
// them as the text the PDF will hold.
import { type ChartSpec } from '@traguardo/chart-drawing/chart-spec';
import { type Health } from '@traguardo/domain/colors';

/** A table cell: plain text, or a status shown in its health colour. */
export type ReportCell = string | { text: string; health: Health };

export type ReportFigure = { label: string; value: string; note?: string };

export type TableBlock = {
  kind: 'table';
  /** Printed again at the top of every page the table spans. */
  head: readonly string[];
  body: readonly (readonly ReportCell[])[];
  /** Columns of amounts, aligned right, headers included. */
  rightAligned?: readonly number[];
  dense?: boolean;
};

export type ReportBlock =
  | {
      kind: 'cover';
      firmName: string;
      address: string;
      website: string;
      primaryColor: string;
      secondaryColor: string;
      title: string;
      subject: string;
      date: string;
      advisorName: string;
      license: string;
    }
  | { kind: 'heading'; text: string; newPage?: boolean }
  | { kind: 'figures'; items: readonly ReportFigure[] }
  | TableBlock
  /** A chart, drawn as vectors, with its figures in a table beside it. */
  | { kind: 'chart'; title: string; spec: ChartSpec; table: TableBlock }
  | { kind: 'text'; text: string; muted?: boolean }
  | { kind: 'list'; ordered: boolean; items: readonly string[] };

/** The document's metadata, as a PDF reader shows it. */
export type ReportInfo = { title: string; author: string; subject: string; creator: string };

export type ReportDocument = { info: ReportInfo; blocks: ReportBlock[] };

/** "Pagina X di Y" on every page, so a printed report can be put back in order. */
export function pageFooterText(currentPage: number, pageCount: number): string {
  return `Pagina ${currentPage} di ${pageCount}`;
}
