// Loaded when the Report screen is idle, or by 'Genera PDF' and 'Condividi'. The worker
// (jsPDF, autotable and the report's layout) stays for the life of the screen, so each
// report after the first runs code already compiled.
import { openWorkerChannel } from '@traguardo/app-runtime/ask-worker';
import { type Closable } from '@traguardo/app-runtime/use-idle-resource';
import { type ReportPdfInput, type ReportPdfReply } from './report-pdf-input';

/** Makes the PDFs of one screen, one after another, in a worker of its own. */
export interface ReportPdfWriter extends Closable {
  write(input: ReportPdfInput): Promise<Blob>;
}

/** Starts the worker. */
export function openReportPdfWriter(): ReportPdfWriter {
  const worker = new Worker(new URL('./report-pdf.worker.ts', import.meta.url), {
    type: 'module',
    name: 'report-pdf',
  });
  const channel = openWorkerChannel(worker);
  return {
    async write(input) {
      const reply = await channel.ask<ReportPdfReply>(input);
      if (!reply.ok) throw new Error(reply.message);
      return reply.pdf;
    },
    close: channel.close,
  };
}
