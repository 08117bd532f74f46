import { firstPaint } from '@traguardo/ui/after-first-paint';
import { preloadRouteModules } from '@traguardo/ui/route-modules';
import './index.css';

// The page arrives with its screen already rendered into the HTML: the app's code is fetched
// and run once that is on screen, so none of it delays the first paint (start.tsx mounts it).
await firstPaint();
preloadRouteModules();
await import('./start');
