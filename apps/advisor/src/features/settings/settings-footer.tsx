import { APP_VERSION } from '@traguardo/domain/constants';

export function SettingsFooter() {
  return (
    <footer className="space-y-1 pt-2 text-center text-sm text-slate-600">
      <p>Versione {APP_VERSION}</p>
      <p>
        Modalità demo: tutti i dati sono simulati e le modifiche restano solo in questa sessione.
      </p>
    </footer>
  );
}
