// Loaded on demand by 'Genera PDF'. The worker (pdfmake and its font metrics) is fetched
// only when a report is generated, and is ended as soon as the file is made.
import type { ReportPdfInput, ReportPdfReply } from './report-pdf-input';

export function generateReportPdf(input: ReportPdfInput): Promise<Blob> {
  const worker = new Worker(new URL('./report-pdf.worker.ts', import.meta.url), {
    type: 'module',
    name: 'report-pdf',
  });
  return new Promise<Blob>((resolve, reject) => {
    worker.addEventListener('message', (event: MessageEvent<ReportPdfReply>) => {
      worker.terminate();
      if (event.data.ok) resolve(new Blob([event.data.pdf], { type: 'application/pdf' }));
      else reject(new Error(event.data.message));
    });
    worker.addEventListener('error', (event) => {
      worker.terminate();
      reject(new Error(event.message));
    });
    worker.postMessage(input);
  });
}
