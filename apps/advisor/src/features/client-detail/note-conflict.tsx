import { Button } from '@traguardo/ui/button';

type NoteConflictProps = {
  /** The note as another tab saved it. */
  theirs: string;
  onKeepMine: () => void;
  onUseTheirs: () => void;
};

/**
 * Shown when saving finds that another tab saved this note since the advisor began
 * editing: both texts stay visible (theirs here, theirs own in the box) until they choose.
 */
export function NoteConflict({ theirs, onKeepMine, onUseTheirs }: NoteConflictProps) {
  return (
    <div role="alert" className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-3">
      <p className="font-medium text-slate-900">
        Questa nota è stata modificata in un&apos;altra scheda
      </p>
      <p className="text-sm text-slate-700">Nell&apos;altra scheda la nota ora è:</p>
      <blockquote className="rounded-lg bg-white p-2 text-sm whitespace-pre-wrap text-slate-900">
        {theirs}
      </blockquote>
      <p className="text-sm text-slate-700">
        Il testo che hai scritto è ancora nella casella. Quale nota vuoi tenere?
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={onKeepMine}>
          Mantieni la mia
        </Button>
        <Button type="button" variant="secondary" onClick={onUseTheirs}>
          Usa quella dell&apos;altra scheda
        </Button>
      </div>
    </div>
  );
}
