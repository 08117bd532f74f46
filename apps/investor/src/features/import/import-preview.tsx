import type { ColumnMapping } from '@traguardo/bank-import/column-mapping';
import { type PlannedRow, rowsToWrite } from '@traguardo/bank-import/import-plan';
import { importButtonLabel, moreBadRowsLabel } from '@traguardo/bank-import/import-texts';
import type { ReadFileResult } from '@traguardo/bank-import/import-worker-api';
import { formatCount } from '@traguardo/domain/format';
import { Button } from '@traguardo/ui/button';
import { useCallback, useEffect, useState } from 'react';
import { FileAsRead } from './file-as-read';
import { ImportCounts } from './import-counts';
import { ImportRowItem } from './import-row-item';
import { MappingEditor } from './mapping-editor';

type Option = { value: string; label: string };

type ImportPreviewProps = {
  read: ReadFileResult;
  rows: PlannedRow[] | null;
  categories: readonly Option[];
  saving: boolean;
  onRows: (rows: PlannedRow[]) => void;
  onRemap: (mapping: ColumnMapping) => void;
  onConfirm: () => void;
  onCancel: () => void;
};

/** How many rows the list shows at first, and adds on each "Mostra altri". */
const PAGE = 100;
/**
 * Rows added to the list in one task: a page of rows (each with its category menu) made at
 * once held the page for more than 50 ms, so the list grows to its page a slice per task,
 * the counts and the confirm button on screen from the first.
 */
const SLICE = 20;

function countsOf(rows: readonly PlannedRow[]) {
  const counts = { new: 0, present: 0, probable: 0, zero: 0 };
  for (const { verdict, movement } of rows) {
    if (verdict.status === 'new') counts.new += 1;
    else if (verdict.status === 'present') counts.present += 1;
    else counts.probable += 1;
    if (movement.amountCents === 0 && verdict.status !== 'present') counts.zero += 1;
  }
  return counts;
}

/** The file as read, its columns, each row with its verdict and category, and the confirm button. */
export function ImportPreview({
  read,
  rows,
  categories,
  saving,
  onRows,
  onRemap,
  onConfirm,
  onCancel,
}: ImportPreviewProps) {
  const [shown, setShown] = useState(PAGE);
  const [made, setMade] = useState(SLICE);
  const listed = Math.min(shown, rows?.length ?? 0);
  useEffect(() => {
    if (made >= listed) return;
    const timer = setTimeout(() => setMade((count) => Math.min(count + SLICE, listed)), 0);
    return () => clearTimeout(timer);
  }, [made, listed]);
  const toWrite = rows === null ? 0 : rowsToWrite(rows).length;
  // The same function while the rows stay the same, so rows already made are not made again.
  const change = useCallback(
    (index: number, row: PlannedRow) => {
      if (rows === null) return;
      const next = rows.slice();
      next[index] = row;
      onRows(next);
    },
    [rows, onRows],
  );

  return (
    <div className="space-y-4">
      {read.table === null ? null : (
        <>
          <FileAsRead preview={read.table.preview} />
          <MappingEditor
            key={JSON.stringify(read.table.mapping)}
            header={read.table.header}
            mapping={read.table.mapping}
            onApply={onRemap}
          />
        </>
      )}
      {read.mappingProblem === null ? null : <ReadProblem problem={read.mappingProblem} />}
      {rows === null ? null : (
        <>
          <ImportCounts counts={countsOf(rows)} />
          <ul aria-label="Movimenti del file" className="divide-y divide-slate-100">
            {rows.slice(0, Math.min(made, listed)).map((row, index) => (
              <ImportRowItem
                key={`${row.verdict.importKey}`}
                row={row}
                index={index}
                categories={categories}
                onChange={change}
              />
            ))}
          </ul>
          {rows.length > shown ? (
            <Button variant="ghost" size="sm" onClick={() => setShown((n) => n + PAGE)}>
              {`Mostra altri (${formatCount(rows.length - shown, 'riga', 'righe')} non mostrate)`}
            </Button>
          ) : null}
        </>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button disabled={toWrite === 0 || saving} onClick={onConfirm}>
          {importButtonLabel(toWrite)}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Annulla
        </Button>
      </div>
    </div>
  );
}

/** Why the file's movements are not shown: one sentence, or every unreadable row at once. */
function ReadProblem({ problem }: { problem: NonNullable<ReadFileResult['mappingProblem']> }) {
  const { badRows } = problem;
  if (badRows === null) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {problem.message}
      </p>
    );
  }
  const unlisted = badRows.count - badRows.listed.length;
  return (
    <div role="alert" className="space-y-1 text-sm text-red-700">
      <p>{problem.message}</p>
      <ul aria-label="Righe da correggere" className="list-disc space-y-0.5 pl-5">
        {badRows.listed.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
      {unlisted > 0 ? <p>{moreBadRowsLabel(unlisted)}</p> : null}
    </div>
  );
}
