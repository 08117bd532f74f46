import { useId, useState } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { BookError } from '@traguardo/client-book/book-error';
import {
  CLIENT_FIELD_LABELS,
  CLIENT_FIELDS,
  type ClientDraft,
  type ClientFieldErrors,
  type ClientFieldName,
  readClientDraft,
} from '@traguardo/domain/client-draft';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { Button } from '@traguardo/ui/button';

const HINTS: Partial<Record<ClientFieldName, string>> = {
  netWorth: 'In euro, per esempio 250.000.',
  savingsRate: 'Percentuale del reddito, per esempio 18.',
  emergencyFund: 'Mesi di spese coperti, per esempio 4,5.',
  investmentFee: 'Percentuale annua, per esempio 0,45.',
  insuranceGap: 'Percentuale del fabbisogno non coperta, per esempio 30.',
};

type ClientFormDialogProps = {
  title: string;
  initial: ClientDraft;
  /** Saves the client; a BookError's field messages show beside the fields. */
  onSave: (draft: ClientDraft) => Promise<void>;
  onClose: () => void;
};

/**
 * The client form ('Nuovo cliente', 'Modifica cliente') in a modal dialog: every field of
 * the client entity, each problem in Italian beside its field. Rendered only while open.
 */
export function ClientFormDialog({ title, initial, onSave, onClose }: ClientFormDialogProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<ClientFieldErrors>({});
  const [saving, setSaving] = useState(false);
  const id = useId();

  async function submit() {
    const reading = readClientDraft(draft, { today: todayLocalDate() });
    if (!reading.ok) {
      setErrors(reading.errors);
      return;
    }
    setSaving(true);
    try {
      await onSave(draft);
    } catch (error) {
      if (!(error instanceof BookError)) throw error;
      setErrors({
        ...error.fields,
        ...(Object.keys(error.fields).length === 0 ? { name: error.message } : {}),
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-4 sm:items-center">
        <DialogPanel className="w-full max-w-lg rounded-2xl bg-white p-5 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          <form
            noValidate
            className="mt-4 grid gap-3 sm:grid-cols-2"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            {CLIENT_FIELDS.map((field, index) => {
              const inputId = `${id}-${field}`;
              const error = errors[field];
              const hint = HINTS[field];
              const describedBy = [hint && `${inputId}-hint`, error && `${inputId}-error`]
                .filter(Boolean)
                .join(' ');
              return (
                <div
                  key={field}
                  className={field === 'name' || field === 'email' ? 'sm:col-span-2' : ''}
                >
                  <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
                    {CLIENT_FIELD_LABELS[field]}
                  </label>
                  <input
                    id={inputId}
                    name={field}
                    type={field === 'lastContact' ? 'date' : field === 'email' ? 'email' : 'text'}
                    inputMode={
                      field === 'name' || field === 'email' || field === 'lastContact'
                        ? undefined
                        : 'decimal'
                    }
                    autoComplete="off"
                    // The dialog opens on the first field (Headless UI), so typing lands there.
                    data-autofocus={index === 0 ? true : undefined}
                    value={draft[field]}
                    onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
                    aria-invalid={error !== undefined}
                    aria-describedby={describedBy === '' ? undefined : describedBy}
                    className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 aria-invalid:border-red-600"
                  />
                  {hint !== undefined && (
                    <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-600">
                      {hint}
                    </p>
                  )}
                  {error !== undefined && (
                    <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
            <div className="mt-2 flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={onClose}>
                Annulla
              </Button>
              <Button type="submit" disabled={saving}>
                Salva
              </Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
