// The report's blocks as a PDF, with jsPDF and jspdf-autotable: jsPDF sets the text,
// autotable lays out the tables and breaks them across pages with their header repeated.
// Chosen over pdfmake for speed: the aggregate report's table of 10,000 clients takes
// seconds here, against more than a minute of pdfmake's layout (see the README).
import { jsPDF } from 'jspdf';
import { autoTable, type CellHookData, type CellInput, type RowInput } from 'jspdf-autotable';
import { vectorChart } from '@traguardo/chart-drawing/vector-chart';
import { readableTextColor } from '../brand-colors';
import { presentLines } from './cover-text';
import { paintVectorChart } from './paint-vector-chart';
import { HEALTH_COLORS, LINE_HEIGHT, MUTED, PAGE, RULE, SIZES, SPACE, TEXT } from './pdf-theme';
import { embedFonts, type PdfFont, type PdfFontFiles } from './pdf-fonts';
import { printableData } from './printable-text';
import {
  type ReportBlock,
  type ReportCell,
  type ReportDocument,
  type ReportFigure,
  pageFooterText,
} from './report-blocks';

type Cover = Extract<ReportBlock, { kind: 'cover' }>;
type Table = Extract<ReportBlock, { kind: 'table' }>;
type Chart = Extract<ReportBlock, { kind: 'chart' }>;
/** Where a table is laid: the full width, or the column beside a chart. */
type TableArea = { left: number; width: number };
type TextStyle = { size: number; bold?: boolean; color?: string };

const CONTENT_WIDTH = PAGE.width - 2 * PAGE.side;
const PAGE_END = PAGE.height - PAGE.bottom;
const FIGURE_GAP = 16;
const LIST_INDENT = 14;
const small: TextStyle = { size: SIZES.small, color: MUTED };

/** Text flowing down the pages: each call writes below the last and turns the page when full. */
class PageFlow {
  y: number = PAGE.top;

  constructor(
    readonly doc: jsPDF,
    readonly font: PdfFont,
  ) {}

  lineHeight(size: number): number {
    return size * LINE_HEIGHT;
  }

  style({ size, bold = false, color = TEXT }: TextStyle): void {
    this.doc.setFont(this.font.family, bold ? 'bold' : 'normal');
    this.doc.setFontSize(size);
    this.doc.setTextColor(color);
  }

  /** The lines of `text` wrapped to `width` in `style`. */
  lines(text: string, style: TextStyle, width: number): string[] {
    this.style(style);
    return this.doc.splitTextToSize(text, width) as string[];
  }

  /** Starts a new page unless `height` still fits on this one. */
  keep(height: number): void {
    if (this.y + height > PAGE_END) this.newPage();
  }

  newPage(): void {
    this.doc.addPage();
    this.y = PAGE.top;
  }

  /** Writes wrapped text at `x` (from the left margin), keeping each line on a page. */
  write(text: string, style: TextStyle, x = 0, width = CONTENT_WIDTH - x): void {
    const lineHeight = this.lineHeight(style.size);
    for (const line of this.lines(text, style, width)) {
      this.keep(lineHeight);
      this.style(style);
      this.doc.text(line, PAGE.side + x, this.y, { baseline: 'top' });
      this.y += lineHeight;
    }
  }
}

function drawCover(flow: PageFlow, cover: Cover): void {
  const { doc } = flow;
  const onBrand = readableTextColor(cover.primaryColor);
  const pad = { x: 16, y: 18 };
  // Only what is known is printed (cover-text.ts): with no firm, address or website, no band.
  const [firmName] = presentLines(cover.firmName);
  const details = presentLines(cover.address, cover.website);
  const firm =
    firmName === undefined
      ? []
      : flow.lines(firmName, { size: SIZES.firm, bold: true }, CONTENT_WIDTH - 32);
  const firmGap = firm.length > 0 && details.length > 0 ? 6 : 0;
  const bandHeight =
    firm.length + details.length === 0
      ? 0
      : 2 * pad.y +
        firm.length * flow.lineHeight(SIZES.firm) +
        firmGap +
        details.length * flow.lineHeight(SIZES.body);
  if (bandHeight > 0) {
    doc.setFillColor(cover.primaryColor);
    doc.rect(PAGE.side, PAGE.top, CONTENT_WIDTH, bandHeight, 'F');
    doc.setFillColor(cover.secondaryColor);
    doc.rect(PAGE.side, PAGE.top + bandHeight, CONTENT_WIDTH, 8, 'F');
    flow.y = PAGE.top + pad.y;
    if (firmName !== undefined) {
      flow.write(firmName, { size: SIZES.firm, bold: true, color: onBrand }, pad.x);
    }
    flow.y += firmGap;
    for (const line of details) flow.write(line, { size: SIZES.body, color: onBrand }, pad.x);
  }

  flow.y = PAGE.top + bandHeight + 8 + 120;
  flow.write(cover.title, { size: SIZES.h1, bold: true });
  flow.y += 8;
  flow.write(cover.subject, { size: SIZES.subject });
  flow.y += 6;
  flow.write(cover.date, { size: SIZES.body, color: MUTED });
  flow.y += 140;
  const signature: [string, TextStyle][] = [
    [cover.advisorName, { size: SIZES.body, bold: true }],
    [cover.license, { size: SIZES.body }],
    [cover.firmName, { size: SIZES.body, color: MUTED }],
  ];
  const known = signature.filter(([text]) => presentLines(text).length > 0);
  if (known.length === 0) return;
  flow.write('Consulente', { size: SIZES.label, color: MUTED });
  flow.y += 2;
  for (const [text, style] of known) flow.write(text.trim(), style);
}

function figureHeight(flow: PageFlow, figure: ReportFigure, width: number): number {
  const note = figure.note === undefined ? [] : flow.lines(figure.note, small, width);
  return (
    flow.lineHeight(SIZES.label) +
    flow.lineHeight(SIZES.value) +
    note.length * flow.lineHeight(SIZES.small)
  );
}

/** A row of figures side by side: label, value and an optional note under it. */
function drawFigures(flow: PageFlow, figures: readonly ReportFigure[]): void {
  const width = (CONTENT_WIDTH - FIGURE_GAP * (figures.length - 1)) / figures.length;
  const height = Math.max(...figures.map((figure) => figureHeight(flow, figure, width)));
  flow.keep(height);
  const top = flow.y;
  figures.forEach((figure, i) => {
    const x = i * (width + FIGURE_GAP);
    flow.y = top;
    flow.write(figure.label, { size: SIZES.label, color: MUTED }, x, width);
    flow.write(figure.value, { size: SIZES.value, bold: true }, x, width);
    if (figure.note !== undefined) flow.write(figure.note, small, x, width);
  });
  flow.y = top + height + SPACE.afterFigures;
}

function cellInput(cell: ReportCell): CellInput {
  if (typeof cell === 'string') return cell;
  return {
    content: cell.text,
    styles: { textColor: HEALTH_COLORS[cell.health], fontStyle: 'bold' },
  };
}

function drawTable(
  flow: PageFlow,
  table: Table,
  area: TableArea = { left: PAGE.side, width: CONTENT_WIDTH },
): void {
  const columnStyles = Object.fromEntries(
    (table.rightAligned ?? []).map((column) => [column, { halign: 'right' as const }]),
  );
  const body: RowInput[] = table.body.map((row) => row.map(cellInput));
  // A header takes its column's alignment: amounts and their header end on the same edge.
  const right = new Set(table.rightAligned ?? []);
  const head: CellInput[] = table.head.map((text, column) =>
    right.has(column) ? { content: text, styles: { halign: 'right' } } : text,
  );
  let end = flow.y;
  autoTable(flow.doc, {
    head: [head],
    body,
    startY: flow.y,
    margin: {
      top: PAGE.top,
      right: PAGE.width - area.left - area.width,
      bottom: PAGE.bottom,
      left: area.left,
    },
    theme: 'plain',
    styles: {
      font: flow.font.family,
      fontSize: table.dense === true ? SIZES.denseTable : SIZES.table,
      textColor: TEXT,
      cellPadding: { top: 2.5, bottom: 2.5, left: 3, right: 3 },
      lineWidth: 0,
    },
    headStyles: { fontStyle: 'bold' },
    columnStyles,
    showHead: 'everyPage',
    rowPageBreak: 'avoid',
    // One rule under each row, drawn once per row rather than once per cell: a tenth of the
    // drawing (and of the file) for the 80,000 cells of the aggregate report.
    didDrawCell: ({ column, cell }: CellHookData) => {
      if (column.index !== 0) return;
      const y = cell.y + cell.height;
      flow.doc.setDrawColor(RULE);
      flow.doc.setLineWidth(0.5);
      flow.doc.line(area.left, y, area.left + area.width, y);
    },
    didDrawPage: (data) => {
      end = data.cursor?.y ?? end;
    },
  });
  flow.y = end + SPACE.afterTable;
}

const CHART = { width: 270, height: 180, gap: 16 };

/** The chart on the left, its figures in a table on the right, kept on one page. */
function drawChart(flow: PageFlow, block: Chart): void {
  flow.keep(CHART.height + 8);
  const top = flow.y;
  paintVectorChart(flow.doc, vectorChart(block.spec, CHART), PAGE.side, top, flow.font.family);
  const left = PAGE.side + CHART.width + CHART.gap;
  drawTable(flow, block.table, { left, width: PAGE.width - PAGE.side - left });
  flow.y = Math.max(flow.y, top + CHART.height + 10);
}

function drawBlock(flow: PageFlow, block: ReportBlock): void {
  switch (block.kind) {
    case 'cover':
      drawCover(flow, block);
      return;
    case 'heading':
      if (block.newPage === true) flow.newPage();
      else {
        flow.y += SPACE.beforeHeading;
        // A heading never ends a page: keep room for a few lines under it.
        flow.keep(flow.lineHeight(SIZES.h2) + 48);
      }
      flow.write(block.text, { size: SIZES.h2, bold: true });
      flow.y += SPACE.afterHeading;
      return;
    case 'figures':
      drawFigures(flow, block.items);
      return;
    case 'table':
      drawTable(flow, block);
      return;
    case 'chart':
      drawChart(flow, block);
      return;
    case 'text':
      flow.write(block.text, {
        size: SIZES.body,
        ...(block.muted === true ? { color: MUTED } : {}),
      });
      flow.y += SPACE.afterText;
      return;
    case 'list':
      block.items.forEach((item, i) => {
        const top = flow.y;
        flow.write(item, { size: SIZES.body }, LIST_INDENT);
        flow.style({ size: SIZES.body });
        flow.doc.text(block.ordered ? `${i + 1}.` : '•', PAGE.side, top, { baseline: 'top' });
        flow.y += SPACE.betweenListItems;
      });
  }
}

/** "Pagina X di Y" at the foot of every page, once the page count is known. */
function numberPages(flow: PageFlow): void {
  const count = flow.doc.getNumberOfPages();
  for (let page = 1; page <= count; page++) {
    flow.doc.setPage(page);
    flow.style(small);
    flow.doc.text(pageFooterText(page, count), PAGE.width / 2, PAGE.height - 28, {
      align: 'center',
      baseline: 'top',
    });
  }
}

export type RenderedPdf = {
  pdf: ArrayBuffer;
  /** The characters the font could not draw, each printed as a visible mark instead. */
  unprintable: string[];
};

/**
 * The report as the bytes of an A4, text-based PDF, in the embedded font when its files are
 * given (else in the standard one).
 */
export function renderReportPdf(document: ReportDocument, fontFiles?: PdfFontFiles): RenderedPdf {
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: true, putOnlyUsedFonts: true });
  const font = embedFonts(doc, fontFiles);
  const missing = new Set<string>();
  const { info, blocks } = printableData(document, font.covers, missing);
  // jsPDF rebuilds its font list on every style change that names a font style; the list
  // never changes while a report is drawn, and 80,000 table cells ask for it twice each.
  const fonts = doc.getFontList();
  doc.getFontList = () => fonts;
  doc.setProperties(info);
  doc.setLanguage('it');
  const flow = new PageFlow(doc, font);
  for (const block of blocks) drawBlock(flow, block);
  numberPages(flow);
  return { pdf: doc.output('arraybuffer'), unprintable: [...missing] };
}
