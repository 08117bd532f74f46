import { reportTypes } from '@traguardo/sample-data/reports';
import { clients } from '../../data/clients';
import { useSettingsStore } from '../../stores/settings-store';
import { ALL_CLIENTS } from './report-subject';
import { type ReportPdfInput } from './pdf/report-pdf-input';
import { reportPdfInputFor } from './pdf/report-pdf-input-for';

/** Enough rows for the table's code to be compiled, few enough to lay out in a moment. */
const WARM_UP_CLIENTS = 200;

/**
 * The report the PDF worker lays out, unseen, when it starts: the aggregate report of the
 * first clients, the kind whose table takes seconds when its code is still cold.
 */
export function warmUpReport(): ReportPdfInput | undefined {
  const [type] = reportTypes;
  if (type === undefined) return undefined;
  const { branding, profile } = useSettingsStore.getState();
  return reportPdfInputFor({
    type,
    clientId: ALL_CLIENTS,
    clients: clients.slice(0, WARM_UP_CLIENTS),
    branding,
    advisor: profile,
    generatedAt: new Date(),
  });
}
