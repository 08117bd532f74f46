// The PDF is laid out here, off the main thread: 10,000 client rows take seconds of
// table layout, and the page must keep responding meanwhile.
import { answerRequests } from '@traguardo/app-runtime/ask-worker';
import { renderReportPdf } from './render-report-pdf';
import { reportDocument } from './report-document';
import { type ReportPdfInput, type ReportPdfReply } from './report-pdf-input';

answerRequests<ReportPdfInput>((input) => {
  const reply = (message: ReportPdfReply) => self.postMessage(message);
  try {
    const pdf = renderReportPdf(reportDocument(input));
    // A Blob made here: the page hands it on as it is (as with the CSV, whose 2 MB made
    // into a Blob on the page cost a 170 ms task when the download registered it).
    reply({ ok: true, pdf: new Blob([pdf], { type: 'application/pdf' }) });
  } catch (error) {
    reply({ ok: false, message: String(error) });
  }
});
