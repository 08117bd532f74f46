import { type ReactNode, useState } from 'react';
import { fieldErrors, type FieldErrors } from '@traguardo/domain/ledger-field-errors';
import { LedgerError } from '@traguardo/ledger/ledger-error';
import { ConfirmDialog } from '@traguardo/ui/dialog';

/** What a form's fields describe: the draft to save, or each field's Italian message. */
export type FormReading<Draft> = { ok: true; draft: Draft } | { ok: false; errors: FieldErrors };

type FormDialogProps<Draft> = {
  title: string;
  /** A line under the title, saying what the form changes. */
  description?: string;
  /** Reads the fields as they are now. */
  read: () => FormReading<Draft>;
  /** Writes the draft; a LedgerError it throws is shown in the form and nothing closes. */
  onSave: (draft: Draft) => Promise<void>;
  onClose: () => void;
  /** The fields, given the message of each (by field name). */
  children: (errors: FieldErrors) => ReactNode;
};

/**
 * A form in a dialog, saved by "Salva" or by Enter in a field. Nothing is written while a
 * field has a problem: each message shows next to its field, and a refusal that belongs to
 * no field under the fields.
 */
export function FormDialog<Draft>({
  title,
  description,
  read,
  onSave,
  onClose,
  children,
}: FormDialogProps<Draft>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  async function save() {
    if (saving) return;
    const reading = read();
    if (!reading.ok) {
      setErrors(reading.errors);
      return;
    }
    // The write starts before anything renders: "Salva" re-rendering the dialog first would
    // put that render between the click and the write.
    const saved = onSave(reading.draft);
    setSaving(true);
    try {
      await saved;
    } catch (error) {
      if (!(error instanceof LedgerError)) throw error;
      const byField = fieldErrors(error.problems);
      // Under the fields only what no field says already: a message is shown once.
      const shown = Object.values(byField).includes(error.message);
      setErrors({ ...byField, ...(shown ? {} : { '': error.message }) });
      setSaving(false);
    }
  }

  return (
    <ConfirmDialog
      open
      title={title}
      description={description}
      confirmLabel="Salva"
      onConfirm={() => void save()}
      onClose={onClose}
    >
      <form
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {children(errors)}
        {/* The form's default button, so that Enter in any field submits it; "Salva" is the visible one. */}
        <button type="submit" hidden tabIndex={-1} />
        {errors[''] === undefined ? null : (
          <p role="alert" className="text-sm text-red-700">
            {errors['']}
          </p>
        )}
      </form>
    </ConfirmDialog>
  );
}
