import { startAfterFirstPaint } from '@traguardo/app-runtime/app-start';
import { warmLocaleData } from '@traguardo/app-runtime/locale-data';
import './index.css';

// The page arrives with its screen already rendered into the HTML: the app's code is fetched
// and evaluated, a step per task, once that is on screen: React DOM, then the app itself
// (start.tsx, which mounts it).
// Meanwhile a worker has ICU load the it-IT formatting data the screen's first render needs.
warmLocaleData();
void startAfterFirstPaint([() => import('react-dom/client'), () => import('./start')]);
