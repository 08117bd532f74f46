import { APP_VERSION } from '@traguardo/domain/constants';
import { FixedFigure } from '@traguardo/ui/fixed-figure';

export function SettingsFooter() {
  return (
    <footer className="space-y-1 pt-2 text-center text-sm text-slate-600">
      <p>
        Versione <FixedFigure>{APP_VERSION}</FixedFigure>
      </p>
      <p>
        Modalità demo: tutti i dati sono simulati e le modifiche restano solo in questa sessione.
      </p>
    </footer>
  );
}
