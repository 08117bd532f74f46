import { useState } from 'react';
import { toLocalIsoDate } from '@traguardo/domain/calendar-date';
import { type RecentReport } from '@traguardo/domain/entities';
import { reportPdfFileName } from '@traguardo/domain/report-file';
import { showError } from '@traguardo/ui/toast';
import { unprintableNotice } from './pdf/unprintable-notice';
import { useIdleResource } from '@traguardo/app-runtime/use-idle-resource';
import { downloadFile } from '@traguardo/ui/download-file';
import { useBookStore } from '../../stores/book-store';
import { useGeneratedReportsStore } from '../../stores/generated-reports-store';
import { type ReportPdfInput } from './pdf/report-pdf-input';
import type { ReportPdfWriter } from './pdf/report-pdf-writer';

type MadePdf = { file: File; report: RecentReport };

async function makePdf(
  writer: ReportPdfWriter,
  input: ReportPdfInput,
  subjectName: string,
): Promise<MadePdf> {
  const { pdf: blob, unprintable } = await writer.write(input);
  // Told once a report, whatever the number of characters replaced.
  if (unprintable.length > 0) {
    const notice = unprintableNotice(unprintable);
    showError(notice.title, notice.body);
  }
  const date = toLocalIsoDate(new Date(input.generatedAt));
  const fileName = reportPdfFileName(input.typeName, subjectName, date);
  return {
    file: new File([blob], fileName, { type: 'application/pdf' }),
    report: {
      id: `generato-${input.generatedAt}`,
      client: subjectName,
      type: input.typeName,
      date,
      status: 'Generato',
    },
  };
}

const openWriter = () =>
  import('./pdf/report-pdf-writer').then(({ openReportPdfWriter }) => openReportPdfWriter());

function failed(): void {
  showError('PDF non generato', 'Non è stato possibile creare il file del report: riprova.');
}

/**
 * 'Genera PDF' downloads the report and lists it in 'Report recenti'; 'Condividi' hands
 * the PDF to the system share sheet where the browser can share files. The PDF engine
 * and its worker never load with the screen: they start when it is idle, or on the
 * first click.
 */
export function useReportPdf() {
  const addReport = useGeneratedReportsStore((state) => state.add);
  // The report is listed in the book it was made from, even if the book changes meanwhile.
  const book = useBookStore((state) => state.book);
  const [busy, setBusy] = useState(false);
  const writer = useIdleResource(openWriter);

  async function madePdf(input: ReportPdfInput, subjectName: string): Promise<MadePdf> {
    try {
      return await makePdf(await writer.use(), input, subjectName);
    } catch (error) {
      writer.discard(); // the next click starts a new worker instead of a broken one
      throw error;
    }
  }

  async function generate(input: ReportPdfInput, subjectName: string): Promise<void> {
    setBusy(true);
    const madeIn = book;
    try {
      const { file, report } = await madePdf(input, subjectName);
      downloadFile(file, file.name);
      addReport(madeIn, report);
    } catch {
      failed();
    } finally {
      setBusy(false);
    }
  }

  async function share(input: ReportPdfInput, subjectName: string): Promise<void> {
    const probe = new File([], 'report.pdf', { type: 'application/pdf' });
    if (typeof navigator.canShare !== 'function' || !navigator.canShare({ files: [probe] })) return;
    setBusy(true);
    try {
      const { file } = await madePdf(input, subjectName);
      await navigator.share({ files: [file], title: file.name });
    } catch (error) {
      // The user closing the share sheet is no error.
      if (!(error instanceof DOMException && error.name === 'AbortError')) failed();
    } finally {
      setBusy(false);
    }
  }

  return { busy, generate, share };
}
