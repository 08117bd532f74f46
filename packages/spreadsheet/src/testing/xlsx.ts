import ExcelJS, { type CellValue } from 'exceljs';

/** A cell with Excel's number format ('0.0%', 'dd/mm/yyyy'), as a user formats it. */
export class Formatted {
  constructor(
    readonly value: CellValue,
    readonly numFmt: string,
  ) {}
}

export type TestCell = CellValue | Formatted;

/** An .xlsx workbook's bytes: each sheet's rows as given (Date cells stay dates). */
export async function xlsxBytes(
  sheets: Record<string, TestCell[][]>,
): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  // A fixed date: the same rows give the same file.
  workbook.created = new Date(Date.UTC(2026, 3, 1));
  workbook.modified = workbook.created;
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const cells of rows) {
      const row = sheet.addRow(
        cells.map((cell) => (cell instanceof Formatted ? cell.value : cell)),
      );
      cells.forEach((cell, index) => {
        if (cell instanceof Formatted) row.getCell(index + 1).numFmt = cell.numFmt;
      });
    }
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
