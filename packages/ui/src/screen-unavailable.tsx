import { CloudOff, RefreshCw } from 'lucide-react';
import { Button } from './button';
import { type ChunkFailure } from './chunk-load-error';

type ScreenUnavailableProps = {
  /** Why the screen's code could not be loaded (see chunk-load-error). */
  failure: ChunkFailure;
  /** Offline: tries to load the screen again (Riprova). */
  onRetry: () => void;
  /** A new version: reloads the whole page into it (Ricarica). */
  onReload: () => void;
  /** A retry under way: its button is busy. */
  retrying?: boolean;
};

const TEXTS: Record<ChunkFailure, { title: string; hint: string; action: string }> = {
  offline: {
    title: 'Questa schermata non è disponibile offline',
    hint: 'Sarà disponibile appena torni online. Le altre schermate restano a portata di mano.',
    action: 'Riprova',
  },
  'new-version': {
    title: 'È disponibile una nuova versione',
    hint: 'Questa schermata è stata aggiornata: ricarica la pagina per aprirla.',
    action: 'Ricarica',
  },
};

/**
 * Stands in a screen whose code could not be loaded, inside the app's frame (its header and
 * navigation stay), and offers the one way forward for the reason at hand.
 */
export function ScreenUnavailable({
  failure,
  onRetry,
  onReload,
  retrying = false,
}: ScreenUnavailableProps) {
  const text = TEXTS[failure];
  const Icon = failure === 'offline' ? CloudOff : RefreshCw;
  return (
    <section
      aria-labelledby="screen-unavailable-title"
      className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-600">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h1 id="screen-unavailable-title" className="text-2xl font-semibold text-slate-900">
        {text.title}
      </h1>
      <p className="max-w-sm text-slate-700">{text.hint}</p>
      <Button
        onClick={failure === 'offline' ? onRetry : onReload}
        busy={failure === 'offline' && retrying}
      >
        {text.action}
      </Button>
    </section>
  );
}
