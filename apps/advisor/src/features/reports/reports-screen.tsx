import { useCallback, useState } from 'react';
import { type BookClient } from '@traguardo/domain/client-book-schemas';
import { type ReportTypeId } from '@traguardo/domain/entities';
import { recentReports, reportTypes } from '@traguardo/sample-data/reports';
import { ScreenHeader } from '@traguardo/ui/screen-header';
import { useActiveClients } from '../../data/use-book';
import { isSampleClient } from '../../data/sample-clients';
import { useBookStore } from '../../stores/book-store';
import { useGeneratedReportsStore } from '../../stores/generated-reports-store';
import { useSavedSettings, useSettingsSaved } from '../../stores/settings-store';
import { useSelectClient, useSelectedClientId } from '../../stores/selection-store';
import { ClientPicker } from './client-picker';
import { reportPdfInputFor } from './pdf/report-pdf-input-for';
import { RecentReportsList } from './recent-reports-list';
import { ReportActions } from './report-actions';
import { ReportPreview } from './report-preview';
import { ALL_CLIENTS, reportSubject } from './report-subject';
import { ReportTypePicker } from './report-type-picker';
import { SettingsMissingNotice } from './settings-missing-notice';

const DEFAULT_TYPE: ReportTypeId = 'comprehensive';
const NO_CLIENTS: readonly BookClient[] = [];

export function ReportsScreen() {
  const book = useActiveClients();
  const bookName = useBookStore((state) => state.book);
  const clients = book ?? NO_CLIENTS;
  // The report follows the selected client (kept across reloads); an id that names no
  // client, e.g. a stale one from storage, falls back to the aggregate report.
  const selectedClient = useSelectedClientId();
  const setSelectedClient = useSelectClient();
  const clientId =
    selectedClient !== undefined && clients.some((client) => client.id === selectedClient)
      ? selectedClient
      : ALL_CLIENTS;
  const setClientId = useCallback(
    (id: string) => setSelectedClient(id === ALL_CLIENTS ? undefined : id),
    [setSelectedClient],
  );
  const [typeId, setTypeId] = useState<ReportTypeId>(DEFAULT_TYPE);
  // The open book's settings: the demo's sample firm never heads the own book's reports.
  const { branding, profile } = useSavedSettings(bookName);
  const settingsSaved = useSettingsSaved(bookName);
  // Today's date, fixed for the life of the screen so the preview does not flicker.
  const [today] = useState(() => new Date());

  const generatedReports = useGeneratedReportsStore((state) => state.reports[bookName]);
  // The sample reports are the demo's: the own book lists only what was generated from it.
  const recent = bookName === 'demo' ? [...generatedReports, ...recentReports] : generatedReports;

  const subject = reportSubject(clientId, clients);
  const reportType = reportTypes.find((type) => type.id === typeId);
  const reportName = reportType?.name ?? '';
  const pdfInput = () =>
    reportType === undefined
      ? undefined
      : reportPdfInputFor({
          type: reportType,
          clientId,
          clients,
          isSample: (id) => isSampleClient(bookName, id),
          branding,
          advisor: profile,
          generatedAt: new Date(),
        });

  // The book is being read (and, in the route's HTML, not read at all): the screen's texts
  // and choices, the client list's place held, no figure.
  const reading = book === undefined;

  return (
    <div className="mx-auto w-full max-w-5xl space-y-4 p-4 lg:max-w-none lg:p-0">
      <ScreenHeader
        title="Report e Analisi"
        description="Genera e condividi i report dei tuoi clienti"
      />
      {settingsSaved ? null : <SettingsMissingNotice />}

      <div className="grid gap-4 lg:grid-cols-2">
        <div className="space-y-4">
          <section aria-labelledby="scelta-cliente" className="space-y-2">
            <h2 id="scelta-cliente" className="text-lg font-semibold text-slate-900">
              Cliente
            </h2>
            {/*
              Thirteen cards are about 2.700 px on a phone: the list scrolls in a box of its
              own, its border and the card cut at its foot showing that there is more.
            */}
            <div className="max-h-[min(24rem,45dvh)] overflow-y-auto overscroll-contain rounded-2xl border border-slate-200 p-1 lg:max-h-[32rem]">
              {reading ? (
                <div aria-busy="true" className="h-[min(24rem,45dvh)] lg:h-[32rem]" />
              ) : (
                <ClientPicker clients={clients} value={clientId} onChange={setClientId} />
              )}
            </div>
          </section>
          <section aria-labelledby="scelta-tipo" className="space-y-2">
            <h2 id="scelta-tipo" className="text-lg font-semibold text-slate-900">
              Tipo di report
            </h2>
            <ReportTypePicker types={reportTypes} value={typeId} onChange={setTypeId} />
          </section>
          {/*
            Held at the foot of the screen (above a phone's navigation bar) while the choices
            scroll past, so the actions are in sight from the first screen; in place once the
            column's end is reached.
          */}
          <div className="sticky bottom-nav-bar z-10 -mx-4 border-t border-slate-200 bg-slate-50 px-4 py-3 sm:mx-0 sm:rounded-2xl sm:border">
            <ReportActions
              reportName={reportName}
              subjectName={subject.name}
              pdfInput={pdfInput}
              waiting={reading}
            />
          </div>
        </div>
        {reading ? null : (
          <div className="space-y-4">
            <ReportPreview
              branding={branding}
              reportName={reportName}
              subject={subject}
              date={today}
            />
            <RecentReportsList reports={recent} />
          </div>
        )}
      </div>
    </div>
  );
}
