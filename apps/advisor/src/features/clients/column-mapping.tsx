import { useId } from 'react';
import { CLIENT_FIELD_LABELS, CLIENT_FIELDS } from '@traguardo/domain/client-draft';
import { type ClientColumnMapping, type ImportColumn } from '@traguardo/domain/clients-csv-import';

const COLUMNS: readonly ImportColumn[] = [...CLIENT_FIELDS, 'status'];
const LABELS: Record<ImportColumn, string> = {
  ...CLIENT_FIELD_LABELS,
  status: 'Stato (facoltativo)',
};
const NONE = '';

type ColumnMappingProps = {
  headers: readonly string[];
  mapping: ClientColumnMapping;
  onChange: (mapping: ClientColumnMapping) => void;
};

/** For a file in another layout: which of its columns fills each field of the client. */
export function ColumnMapping({ headers, mapping, onChange }: ColumnMappingProps) {
  const id = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-900">
        Abbina le colonne del file ai campi del cliente
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {COLUMNS.map((column) => (
          <div key={column}>
            <label htmlFor={`${id}-${column}`} className="block text-sm text-slate-700">
              {LABELS[column]}
            </label>
            <select
              id={`${id}-${column}`}
              value={mapping[column] === undefined ? NONE : String(mapping[column])}
              onChange={(event) => {
                const others = Object.entries(mapping).filter(([key]) => key !== column);
                const chosen =
                  event.target.value === NONE ? [] : [[column, Number(event.target.value)]];
                onChange(Object.fromEntries([...others, ...chosen]));
              }}
              className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900"
            >
              <option value={NONE}>— nessuna colonna —</option>
              {headers.map((header, index) => (
                <option key={`${index}-${header}`} value={String(index)}>
                  {header === '' ? `Colonna ${index + 1}` : header}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
