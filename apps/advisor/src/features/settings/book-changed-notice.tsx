import { type ClientBookName } from '@traguardo/client-book/books';
import { Button } from '@traguardo/ui/button';
import { BOOK_LABELS } from '../../app/book-labels';

/** The notice's first choice, focused when Salva Impostazioni is pressed while it waits. */
export const SAVE_TO_EDITED_BOOK_ID = 'salva-nell-elenco-modificato';

type BookChangedNoticeProps = {
  /** The book the form's unsaved edits were made for. */
  editedFor: ClientBookName;
  /** The book open now, switched to in another tab. */
  open: ClientBookName;
  onSave: () => void;
  onDiscard: () => void;
};

/**
 * Another tab opened the other book while this form held unsaved edits: they are saved only
 * where they were made, and only when the advisor says so, or dropped.
 */
export function BookChangedNotice({ editedFor, open, onSave, onDiscard }: BookChangedNoticeProps) {
  const [edited, current] = [BOOK_LABELS[editedFor], BOOK_LABELS[open]];
  return (
    <div role="alert" className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <p className="font-medium text-slate-900">
        {`Hai cambiato elenco clienti in un'altra scheda: queste modifiche erano per «${edited}», ora è aperto «${current}».`}
      </p>
      <p className="text-sm text-slate-800">
        {`Puoi salvarle in «${edited}», dove le hai fatte, oppure scartarle e vedere le impostazioni di «${current}».`}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button id={SAVE_TO_EDITED_BOOK_ID} size="sm" onClick={onSave}>
          {`Salva in «${edited}»`}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDiscard}>
          Scarta le modifiche
        </Button>
      </div>
    </div>
  );
}
