import ExcelJS, { type CellValue } from 'exceljs';

/** An .xlsx workbook's bytes: each sheet's rows as given (Date cells stay dates). */
export async function xlsxBytes(sheets: Record<string, CellValue[][]>): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  // A fixed date: the same rows give the same file.
  workbook.created = new Date(Date.UTC(2026, 3, 1));
  workbook.modified = workbook.created;
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
