import { formatDate } from '@traguardo/domain/format';
import { DetailList, type Detail } from '@traguardo/ui/detail-list';

type SectionFactsProps = {
  /** The figures, two to a row. */
  facts: readonly Detail[];
  /** What the date is, e.g. 'Fine del mutuo'. */
  dateLabel: string;
  /** An ISO date (YYYY-MM-DD). */
  date: string;
  notes: readonly string[];
};

/** A section's body: its figures, the date that matters most, then the notes to keep in mind. */
export function SectionFacts({ facts, dateLabel, date, notes }: SectionFactsProps) {
  return (
    <>
      <DetailList
        items={facts}
        className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm"
        itemClassName="flex flex-col"
      />
      <p className="mt-3 text-sm text-slate-700">
        {dateLabel}: <time dateTime={date}>{formatDate(date)}</time>
      </p>
      <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </>
  );
}
