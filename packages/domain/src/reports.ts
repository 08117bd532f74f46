import { type ReportTypeId } from './entities';

/** The pages each report type promises (spec §9: comprehensive 12-15, summary 3-4, goals 6-8, portfolio 8-10). */
export const REPORT_PAGE_RANGES: Readonly<Record<ReportTypeId, readonly [number, number]>> = {
  comprehensive: [12, 15],
  summary: [3, 4],
  goals: [6, 8],
  portfolio: [8, 10],
};

/** Page-count text of a report type: `12-15 pagine`. */
export function reportPageCount(type: ReportTypeId): string {
  const [min, max] = REPORT_PAGE_RANGES[type];
  return `${min}-${max} pagine`;
}
