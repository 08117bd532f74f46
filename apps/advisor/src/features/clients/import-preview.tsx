import { formatCount } from '@traguardo/domain/format';
import { type RejectedRow } from '@traguardo/domain/clients-csv-import';

type ImportPreviewProps = {
  added: number;
  updated: number;
  unchanged: number;
  rejected: readonly RejectedRow[];
};

/** What an import will do, before it is confirmed: new, updated, unchanged, rejected rows. */
export function ImportPreview({ added, updated, unchanged, rejected }: ImportPreviewProps) {
  return (
    <section aria-label="Anteprima dell’importazione" className="space-y-2">
      <ul className="flex flex-wrap gap-2 text-sm">
        <li className="rounded-full bg-emerald-50 px-3 py-1 text-emerald-900">
          {formatCount(added, 'nuovo', 'nuovi')}
        </li>
        <li className="rounded-full bg-sky-50 px-3 py-1 text-sky-900">
          {formatCount(updated, 'aggiornato', 'aggiornati')}
        </li>
        {unchanged > 0 && (
          <li className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
            {formatCount(unchanged, 'invariato', 'invariati')}
          </li>
        )}
        <li className="rounded-full bg-red-50 px-3 py-1 text-red-900">
          {formatCount(rejected.length, 'riga scartata', 'righe scartate')}
        </li>
      </ul>
      {rejected.length > 0 && (
        <ul
          aria-label="Righe scartate"
          className="max-h-48 space-y-1 overflow-y-auto text-sm text-slate-800"
        >
          {rejected.map((row) => (
            <li key={row.line}>
              Riga {row.line}: {row.reason}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
