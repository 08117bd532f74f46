// The PDF is laid out here, off the main thread: 10,000 client rows take seconds of
// pdfmake's layout, and the page must keep responding meanwhile.
import pdfMake from 'pdfmake/build/pdfmake';
import helvetica from 'pdfmake/build/standard-fonts/Helvetica';
import { reportDocument } from './report-document';
import { type ReportPdfInput, type ReportPdfReply } from './report-pdf-input';

pdfMake.addFontContainer(helvetica);

self.addEventListener('message', (event: MessageEvent<ReportPdfInput>) => {
  const reply = (message: ReportPdfReply, transfer: Transferable[] = []) =>
    self.postMessage(message, { transfer });
  pdfMake
    .createPdf(reportDocument(event.data))
    .getBuffer()
    .then((buffer) => {
      const pdf = new Uint8Array(buffer).buffer;
      reply({ ok: true, pdf }, [pdf]);
    })
    .catch((error: unknown) => reply({ ok: false, message: String(error) }));
});
