import { useEffect } from 'react';
import { MESSAGES } from '@traguardo/domain/messages';
import { useLocation } from 'react-router-dom';
import { appHref } from './app-links';
import { buttonClassName } from './button';

/** Renders inside the app's own `<main>` (the shell's, or the landing's layout). */
export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    // The full browser path, basename included, is what the user actually asked for.
    console.warn(
      `404: nessuna pagina per il percorso ${globalThis.location?.pathname ?? pathname}`,
    );
  }, [pathname]);

  return (
    <section
      aria-labelledby="not-found-title"
      className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <p className="text-7xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="text-2xl font-semibold text-slate-900">
        <span className="sr-only">404 – </span>
        {MESSAGES.notFound}
      </h1>
      <a href={appHref('landing')} className={buttonClassName()}>
        Torna alla home
      </a>
    </section>
  );
}
