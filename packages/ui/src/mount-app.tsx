import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** Mounts an app into its page's #root, in strict mode: each app's entry point calls it once. */
export function mountApp(app: ReactNode): void {
  const container = document.getElementById('root');
  if (container === null) throw new Error('Elemento #root mancante in index.html');
  createRoot(container).render(<StrictMode>{app}</StrictMode>);
}
