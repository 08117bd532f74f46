import { type IsoDate } from './entities';

/** Letters and digits only, joined by '-': 'Niccolò D’Amico' → 'Niccolo-D-Amico'. */
function fileNamePart(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * `Report-<tipo>-<cliente o Tutti-i-clienti>-<aaaa-mm-gg>.pdf`; a type named 'Report
 * Completo' gives 'Completo', not 'Report-Report-Completo'.
 */
export function reportPdfFileName(typeName: string, subjectName: string, date: IsoDate): string {
  const type = fileNamePart(typeName.replace(/^Report\s+/i, '')) || 'Report';
  const subject = fileNamePart(subjectName) || 'Cliente';
  return `Report-${type}-${subject}-${date}.pdf`;
}

/**
 * `clienti-2026-11-23.csv` for the local date of the export. Apart from the CSV writer, so
 * the page that names the file does not load papaparse (the writer runs in a worker).
 */
export function clientsCsvFileName(today: IsoDate): string {
  return `clienti-${today}.csv`;
}
