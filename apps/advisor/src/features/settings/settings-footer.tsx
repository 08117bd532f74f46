import { APP_VERSION } from '@traguardo/domain/constants';
import { usePageLive } from '@traguardo/app-runtime/page-live';
import { FixedFigure } from '@traguardo/ui/fixed-figure';

/**
 * The version, and on the demo the demo-mode note. The own book holds the advisor's real
 * clients: no note there. The route's HTML shows it until the page is live, as the header's
 * demo badge does (advisor-layout.tsx).
 */
export function SettingsFooter({ demo }: { demo: boolean }) {
  const live = usePageLive();
  return (
    <footer className="space-y-1 pt-2 text-center text-sm text-slate-600">
      <p>
        Versione <FixedFigure>{APP_VERSION}</FixedFigure>
      </p>
      {(demo || !live) && (
        <p>
          Modalità demo: tutti i dati sono simulati e le modifiche restano solo in questa sessione.
        </p>
      )}
    </footer>
  );
}
