import { Card } from './card';
import { ScreenHeader } from './screen-header';

/** The reserved heights of the shell's cards: roughly a screen's first three. */
const CARD_HEIGHTS = ['h-28', 'h-48', 'h-64'] as const;

/**
 * A screen's frame while what it shows is being read (the client page, until the client is
 * found): its title and empty cards that keep the space of the content to come.
 */
export function ScreenShell({ title }: { title: string }) {
  return (
    <div className="space-y-4" aria-busy="true">
      <ScreenHeader title={title} />
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
