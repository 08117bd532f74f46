import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientsCsvFileName, reportPdfFileName } from './report-file';

describe('reportPdfFileName', () => {
  it('names the type, the client or all clients, and the date', () => {
    expect(reportPdfFileName('Report Completo', 'Marco Rossi', '2026-11-23')).toBe(
      'Report-Completo-Marco-Rossi-2026-11-23.pdf',
    );
    expect(reportPdfFileName('Sintesi', 'Tutti i clienti', '2026-11-23')).toBe(
      'Report-Sintesi-Tutti-i-clienti-2026-11-23.pdf',
    );
    expect(reportPdfFileName('Obiettivi', 'Niccolò D’Amico', '2026-01-05')).toBe(
      'Report-Obiettivi-Niccolo-D-Amico-2026-01-05.pdf',
    );
  });

  it('never lets a name add a path or a character a file system refuses', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (type, subject) => {
        const name = reportPdfFileName(type, subject, '2026-11-23');
        expect(name).toMatch(/^Report-[\p{L}\p{N}-]+-2026-11-23\.pdf$/u);
      }),
    );
  });
});

describe('clientsCsvFileName', () => {
  it('names the export after the local date', () => {
    expect(clientsCsvFileName('2026-11-23')).toBe('clienti-2026-11-23.csv');
  });
});
