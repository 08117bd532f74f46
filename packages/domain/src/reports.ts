import { type ReportTypeId } from './entities';

const pageCounts: Record<ReportTypeId, string> = {
  comprehensive: '12-15',
  summary: '3-4',
  goals: '6-8',
  portfolio: '8-10',
};

/** Page-count text of a report type: `12-15 pagine`. */
export function reportPageCount(type: ReportTypeId): string {
  return `${pageCounts[type]} pagine`;
}
