// The PDF is laid out here, off the main thread: 10,000 client rows take seconds of
// table layout, and the page must keep responding meanwhile.
import { fromJsonText } from '@traguardo/app-runtime/json-text';
import { answerCalls } from '@traguardo/app-runtime/worker-rpc';
import { loadPdfFontsFor } from './pdf-fonts';
import { renderReportPdf } from './render-report-pdf';
import { reportDocument } from './report-document';
import { type ReportPdfWorker } from './report-pdf-input';

answerCalls<ReportPdfWorker>({
  // A Blob made here: the page hands it on as it is (as with the CSV, whose 2 MB made into
  // a Blob on the page cost a 170 ms task when the download registered it).
  write: async (input) => {
    const fonts = await loadPdfFontsFor(input);
    const { pdf, unprintable } = renderReportPdf(reportDocument(fromJsonText(input)), fonts);
    return { pdf: new Blob([pdf], { type: 'application/pdf' }), unprintable };
  },
});
