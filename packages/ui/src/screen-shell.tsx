import { Card } from './card';
import { ScreenHeader } from './screen-header';

/** The reserved heights of the shell's cards: roughly a screen's first three. */
const CARD_HEIGHTS = ['h-28', 'h-48', 'h-64'] as const;

/**
 * What a screen shows before it may render what the device holds: its title and empty
 * cards that keep the space of the content to come. The build renders it into each route's
 * HTML, so it paints before any script runs and holds no one's figures; it has no control
 * that would need a script to work.
 */
export function ScreenShell({ title }: { title: string }) {
  return (
    <div className="space-y-4" aria-busy="true">
      <ScreenHeader title={title} />
      <noscript>
        <p className="text-sm text-slate-700">
          Per mostrare i tuoi dati Traguardo ha bisogno di JavaScript: attivalo e ricarica la
          pagina.
        </p>
      </noscript>
      {CARD_HEIGHTS.map((height) => (
        <Card
          key={height}
          aria-hidden="true"
          className={`${height} bg-slate-100 motion-safe:animate-pulse`}
        />
      ))}
    </div>
  );
}
