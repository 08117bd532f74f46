import { useId } from 'react';

type NotesTabProps = {
  value: string;
  onChange: (text: string) => void;
  onSave: () => void;
};

/** The note is plain text in a textarea: whatever the advisor types is never parsed as HTML. */
export function NotesTab({ value, onChange, onSave }: NotesTabProps) {
  const id = useId();
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <label htmlFor={id} className="block font-medium text-slate-900">
        Note sul cliente
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={6}
        className="w-full rounded-xl border border-slate-300 bg-white p-3 text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
      />
      <button
        type="submit"
        className="rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        Salva Note
      </button>
    </form>
  );
}
