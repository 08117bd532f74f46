import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '@traguardo/ui/dialog';

/**
 * While `when` holds (a note typed and not saved), leaving asks first: a link inside the
 * app opens a dialog, and closing or reloading the page gets the browser's own warning.
 */
export function UnsavedNoteGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Uscire senza salvare la nota?"
      description="Hai scritto una nota che non è ancora salvata: se esci, andrà persa."
      confirmLabel="Esci senza salvare"
      cancelLabel="Resta e salva"
      tone="danger"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
