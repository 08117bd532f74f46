// Loaded when the Report screen is idle, or by 'Genera PDF' and 'Condividi'. The worker
// (jsPDF, autotable and the report's layout) stays for the life of the screen, so each
// report after the first runs code already compiled.
import { toJsonText } from '@traguardo/app-runtime/json-text';
import { type Closable } from '@traguardo/app-runtime/use-idle-resource';
import { connectWorker } from '@traguardo/app-runtime/worker-rpc';
import { type ReportPdfInput, type ReportPdfWorker, type WrittenReport } from './report-pdf-input';

/** Makes the PDFs of one screen, one after another, in a worker of its own. */
export interface ReportPdfWriter extends Closable {
  /** The report; rejects if the worker cannot make it, cannot start, or stops. */
  write(input: ReportPdfInput): Promise<WrittenReport>;
}

/** Starts the worker. */
export function openReportPdfWriter(): ReportPdfWriter {
  const worker = connectWorker<ReportPdfWorker>(
    () =>
      new Worker(new URL('./report-pdf.worker.ts', import.meta.url), {
        type: 'module',
        name: 'report-pdf',
      }),
  );
  return {
    write: (input) => worker.call('write', toJsonText(input)),
    close: worker.close,
  };
}
