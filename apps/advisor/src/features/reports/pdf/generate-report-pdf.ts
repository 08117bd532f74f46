// Loaded on demand by 'Genera PDF'. The worker (jsPDF, autotable and the report's layout)
// is fetched only when a report is generated, and is ended as soon as the file is made.
import { askWorker } from '@traguardo/ui/ask-worker';
import type { ReportPdfInput, ReportPdfReply } from './report-pdf-input';

export async function generateReportPdf(input: ReportPdfInput): Promise<Blob> {
  const worker = new Worker(new URL('./report-pdf.worker.ts', import.meta.url), {
    type: 'module',
    name: 'report-pdf',
  });
  const reply = await askWorker<ReportPdfReply>(worker, input);
  if (!reply.ok) throw new Error(reply.message);
  return new Blob([reply.pdf], { type: 'application/pdf' });
}
