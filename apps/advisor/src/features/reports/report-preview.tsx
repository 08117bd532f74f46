import { type CSSProperties, type ReactNode } from 'react';
import { type Branding } from '@traguardo/domain/entities';
import { formatDateLong, formatEuro, formatPercent } from '@traguardo/domain/format';
import { Card } from '@traguardo/ui/card';
import { DetailList } from '@traguardo/ui/detail-list';
import { readableTextColor } from './brand-colors';
import { REPORT_RECOMMENDATIONS } from './report-recommendations';
import { savingsTargetNote, type ReportSubject } from './report-subject';

type ReportPreviewProps = {
  branding: Branding;
  reportName: string;
  subject: ReportSubject;
  /** Injected so tests can pin the date; the screen passes today. */
  date: Date;
};

/** A titled part of the report, marked on its left with the firm's secondary colour. */
function ReportSection({
  id,
  title,
  accent,
  children,
}: {
  id: string;
  title: string;
  accent: CSSProperties;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="border-l-4 pl-3" style={accent}>
      <h3 id={id} className="font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

export function ReportPreview({ branding, reportName, subject, date }: ReportPreviewProps) {
  const headerText = readableTextColor(branding.primaryColor);
  // The secondary colour is only ever a decoration: the firm may pick any shade, and
  // text on it could become unreadable.
  const accent = { borderColor: branding.secondaryColor };
  const [firmName, website] = [branding.firmName.trim(), branding.website.trim()];

  return (
    <Card as="section" aria-labelledby="anteprima-report" className="overflow-hidden">
      <h2 id="anteprima-report" className="sr-only">
        Anteprima del report
      </h2>
      {/* As the PDF's cover (pdf/cover-text.ts): no band when there is nothing to head it. */}
      {firmName === '' && website === '' ? null : (
        <header
          data-testid="report-brand-header"
          className="border-b-8 px-5 py-4"
          style={{ backgroundColor: branding.primaryColor, color: headerText, ...accent }}
        >
          {firmName === '' ? null : <p className="text-lg font-bold">{firmName}</p>}
          {website === '' ? null : <p className="text-sm">{website}</p>}
        </header>
      )}
      <div className="space-y-5 p-5">
        <div>
          <p className="text-xl font-semibold text-slate-900">{reportName}</p>
          <p className="text-slate-700">{subject.name}</p>
          <p className="text-sm text-slate-600">{formatDateLong(date)}</p>
        </div>

        <ReportSection id="sintesi-esecutiva" title="Sintesi esecutiva" accent={accent}>
          <DetailList
            items={[
              { label: 'Patrimonio netto', value: formatEuro(subject.netWorth) },
              {
                label: 'Tasso di risparmio',
                value: formatPercent(subject.savingsRate),
                note: savingsTargetNote(),
              },
            ]}
            className="mt-2 grid grid-cols-2 gap-3"
            labelClassName="text-sm text-slate-600"
            valueClassName="text-lg font-semibold text-slate-900"
          />
        </ReportSection>

        <ReportSection id="indicatori-chiave" title="Indicatori chiave" accent={accent}>
          <DetailList
            items={subject.indicators}
            className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4"
            labelClassName="text-sm text-slate-600"
          />
        </ReportSection>

        <ReportSection id="raccomandazioni" title="Raccomandazioni" accent={accent}>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-800">
            {REPORT_RECOMMENDATIONS.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ol>
        </ReportSection>
      </div>
    </Card>
  );
}
