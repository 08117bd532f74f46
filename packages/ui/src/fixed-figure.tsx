import { type ReactNode } from 'react';

/**
 * A figure the product fixes, the same for every visitor on arrival — a constant of the
 * spec (the upload limit, the high-yield rate) or a control's starting value (an empty
 * message's character count): the one kind of figure a route's prerendered HTML may show
 * (vite-plugins/prerender.ts refuses any other, which would be someone's data).
 */
export function FixedFigure({ children }: { children: ReactNode }) {
  return <span data-fixed-figure="">{children}</span>;
}
