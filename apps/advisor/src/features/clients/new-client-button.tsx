import { lazy, Suspense, useState } from 'react';
import { UserPlus } from 'lucide-react';
import { Button } from '@traguardo/ui/button';

// The form and the book's commands load on the first click: Clienti's first load stays
// within its budget (scripts/check-bundles.mjs).
const NewClientDialog = lazy(() =>
  import('./new-client-dialog').then((m) => ({ default: m.NewClientDialog })),
);

/** 'Nuovo cliente': opens the client form. */
export function NewClientButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={UserPlus} onClick={() => setOpen(true)}>
        Nuovo cliente
      </Button>
      {open && (
        <Suspense fallback={null}>
          <NewClientDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
