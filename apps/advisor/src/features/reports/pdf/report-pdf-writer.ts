// Loaded when the Report screen is idle, or by 'Genera PDF' and 'Condividi'. The worker
// (jsPDF, autotable and the report's layout) stays for the life of the screen: a new
// worker for each report laid the 10,000-row table out with cold code, twice as slowly.
import { openWorkerChannel } from '@traguardo/ui/ask-worker';
import { type Closable } from '@traguardo/ui/use-idle-resource';
import { type ReportPdfInput, type ReportPdfReply } from './report-pdf-input';

/** Makes the PDFs of one screen, one after another, in a worker of its own. */
export interface ReportPdfWriter extends Closable {
  write(input: ReportPdfInput): Promise<Blob>;
}

/**
 * Starts the worker. `warmUp`, a small report of the kind that matters (the aggregate
 * table), is laid out at once and thrown away, so the first real report runs warm code.
 */
export function openReportPdfWriter(warmUp?: ReportPdfInput): ReportPdfWriter {
  const worker = new Worker(new URL('./report-pdf.worker.ts', import.meta.url), {
    type: 'module',
    name: 'report-pdf',
  });
  const channel = openWorkerChannel(worker);
  // A warm-up that fails fails the next report too, which reports it.
  if (warmUp !== undefined) void channel.ask(warmUp).catch(() => undefined);
  return {
    async write(input) {
      const reply = await channel.ask<ReportPdfReply>(input);
      if (!reply.ok) throw new Error(reply.message);
      return reply.pdf;
    },
    close: channel.close,
  };
}
