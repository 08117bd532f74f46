import { type ClientBookName } from '@traguardo/client-book/books';
import { Button } from '@traguardo/ui/button';
import { SectionCard } from '@traguardo/ui/card';
import { showSuccess } from '@traguardo/ui/toast';
import { BOOK_LABELS } from '../../app/book-labels';
import { useBookStore } from '../../stores/book-store';

const SWITCHED: Record<ClientBookName, string> = {
  own: 'Ora vedi i tuoi clienti: la demo resta com’era.',
  demo: 'Ora vedi la demo: i tuoi clienti restano salvati.',
};

/**
 * The book switch (`onSwitch` is told first: Impostazioni starts its form over). Each book is a database of its own: switching only changes which one
 * the screens read (kept on the device), never what either holds.
 */
export function YourClientsSection({ onSwitch }: { onSwitch?: () => void }) {
  const book = useBookStore((state) => state.book);
  const openBook = useBookStore((state) => state.openBook);

  function switchTo(next: ClientBookName) {
    onSwitch?.();
    openBook(next);
    showSuccess(`Elenco: ${BOOK_LABELS[next]}`, SWITCHED[next]);
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
          <Button onClick={() => switchTo('own')}>Usa i tuoi clienti</Button>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            Stai usando i tuoi clienti, salvati solo su questo dispositivo. La demo resta com’era:
            puoi tornarci quando vuoi.
          </p>
          <Button variant="secondary" onClick={() => switchTo('demo')}>
            Torna alla demo
          </Button>
        </>
      )}
    </SectionCard>
  );
}
