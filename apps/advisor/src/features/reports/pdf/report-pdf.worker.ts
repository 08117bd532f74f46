// The PDF is laid out here, off the main thread: 10,000 client rows take seconds of
// table layout, and the page must keep responding meanwhile.
import { answerRequests } from '@traguardo/ui/ask-worker';
import { renderReportPdf } from './render-report-pdf';
import { reportDocument } from './report-document';
import { type ReportPdfInput, type ReportPdfReply } from './report-pdf-input';

answerRequests<ReportPdfInput>((input) => {
  const reply = (message: ReportPdfReply, transfer: Transferable[] = []) =>
    self.postMessage(message, { transfer });
  try {
    const pdf = renderReportPdf(reportDocument(input));
    reply({ ok: true, pdf }, [pdf]);
  } catch (error) {
    reply({ ok: false, message: String(error) });
  }
});
