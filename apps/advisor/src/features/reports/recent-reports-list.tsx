import { type RecentReport, type RecentReportStatus } from '@traguardo/domain/entities';
import { formatDate } from '@traguardo/domain/format';
import { SectionCard } from '@traguardo/ui/card';
import { ListRow } from '@traguardo/ui/list-row';

// Tints with 700/800 text keep 4.5:1 on their own background.
const statusStyle: Record<RecentReportStatus, string> = {
  Inviato: 'bg-emerald-50 text-emerald-800',
  Scaricato: 'bg-sky-50 text-sky-800',
  Generato: 'bg-slate-100 text-slate-700',
};

export function RecentReportsList({ reports }: { reports: readonly RecentReport[] }) {
  return (
    <SectionCard title="Report recenti">
      {reports.length === 0 && (
        <p className="text-sm text-slate-600">
          Nessun report generato: quelli che crei con «Genera PDF» compaiono qui.
        </p>
      )}
      <ul className="divide-y divide-slate-100" aria-label="Report recenti">
        {reports.map((report) => (
          <ListRow
            key={report.id}
            title={report.client}
            details={
              <>
                {report.type} · <time dateTime={report.date}>{formatDate(report.date)}</time>
              </>
            }
            end={
              <span
                className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ${statusStyle[report.status]}`}
              >
                {report.status}
              </span>
            }
          />
        ))}
      </ul>
    </SectionCard>
  );
}
