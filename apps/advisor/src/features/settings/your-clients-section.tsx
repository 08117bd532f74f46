import { useState } from 'react';
import { type ClientBookName } from '@traguardo/client-book/books';
import { Button } from '@traguardo/ui/button';
import { SectionCard } from '@traguardo/ui/card';
import { ConfirmDialog } from '@traguardo/ui/dialog';
import { showSuccess } from '@traguardo/ui/toast';
import { BOOK_LABELS } from '../../app/book-labels';
import { useBookStore } from '../../stores/book-store';

const SWITCHED: Record<ClientBookName, string> = {
  own: 'Ora vedi i tuoi clienti: la demo resta com’era.',
  demo: 'Ora vedi la demo: i tuoi clienti restano salvati.',
};

type YourClientsSectionProps = {
  /** Told first: Impostazioni starts its form over, with the other book's settings. */
  onSwitch?: () => void;
  /** Whether the form holds edits not saved: the switch would drop them, so it asks first. */
  hasUnsavedEdits?: () => boolean;
};

/**
 * The book switch. Each book is a database of its own: switching only changes which one the
 * screens read (kept on the device), never what either holds.
 */
export function YourClientsSection({ onSwitch, hasUnsavedEdits }: YourClientsSectionProps) {
  const book = useBookStore((state) => state.book);
  const openBook = useBookStore((state) => state.openBook);
  const [asking, setAsking] = useState<ClientBookName | null>(null);

  function switchTo(next: ClientBookName) {
    onSwitch?.();
    openBook(next);
    showSuccess(`Elenco: ${BOOK_LABELS[next]}`, SWITCHED[next]);
  }

  function requestSwitch(next: ClientBookName) {
    if (hasUnsavedEdits?.() === true) setAsking(next);
    else switchTo(next);
  }

  return (
    <SectionCard title="I tuoi clienti" contentClassName="space-y-3">
      {book === 'demo' ? (
        <>
          <p className="text-sm text-slate-700">
            Stai guardando la demo, con i clienti di esempio. Puoi tenere i tuoi clienti su questo
            dispositivo, separati dalla demo: passare dagli uni agli altri non cancella né mescola
            nulla.
          </p>
          <Button onClick={() => requestSwitch('own')}>Usa i tuoi clienti</Button>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            Stai usando i tuoi clienti, salvati solo su questo dispositivo. La demo resta com’era:
            puoi tornarci quando vuoi.
          </p>
          <Button variant="secondary" onClick={() => requestSwitch('demo')}>
            Torna alla demo
          </Button>
        </>
      )}
      <ConfirmDialog
        open={asking !== null}
        title="Modifiche non salvate"
        description={`Le modifiche alle impostazioni di «${BOOK_LABELS[book]}» non sono salvate: aprendo «${asking === null ? '' : BOOK_LABELS[asking]}» andranno perse.`}
        confirmLabel="Scarta e cambia elenco"
        cancelLabel="Resta qui"
        tone="danger"
        onConfirm={() => {
          if (asking !== null) switchTo(asking);
          setAsking(null);
        }}
        onClose={() => setAsking(null)}
      />
    </SectionCard>
  );
}
