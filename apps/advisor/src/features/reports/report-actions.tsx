import { MESSAGES, reportGeneratedBody } from '@traguardo/domain/messages';
import { Button } from '@traguardo/ui/button';
import { showSuccess } from '@traguardo/ui/toast';
import { type ReportPdfInput } from './pdf/report-pdf-input';
import { useReportPdf } from './use-report-pdf';

type ReportActionsProps = {
  reportName: string;
  subjectName: string;
  /** What the PDF prints, made at the click (its time is the report's); none without a type. */
  pdfInput: () => ReportPdfInput | undefined;
  /** The book is still being read: nothing to print yet (a click would print no client). */
  waiting: boolean;
};

/**
 * 'Genera PDF' and 'Condividi'. The PDF's busy state lives here, so a click re-renders the
 * two buttons, not the screen's client cards and preview.
 */
export function ReportActions({ reportName, subjectName, pdfInput, waiting }: ReportActionsProps) {
  const pdf = useReportPdf();
  return (
    <div className="flex flex-wrap gap-3">
      <Button
        aria-busy={pdf.busy}
        disabled={waiting}
        onClick={() => {
          showSuccess(MESSAGES.reportGeneratedTitle, reportGeneratedBody(reportName, subjectName));
          const input = pdfInput();
          if (input !== undefined) void pdf.generate(input, subjectName);
        }}
      >
        Genera PDF
      </Button>
      <Button
        disabled={waiting}
        onClick={() => {
          showSuccess(MESSAGES.reportSharedTitle, MESSAGES.reportSharedBody);
          const input = pdfInput();
          if (input !== undefined) void pdf.share(input, subjectName);
        }}
        variant="secondary"
      >
        Condividi
      </Button>
    </div>
  );
}
