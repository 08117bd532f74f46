import { type ComponentType } from 'react';

/**
 * Adapts a screen module to React Router's `lazy` route property, so each screen
 * becomes its own chunk: `lazy: lazyRoute(() => import('./home-screen'), 'HomeScreen')`.
 */
export function lazyRoute<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): () => Promise<{ Component: ComponentType }> {
  return async () => ({ Component: (await load())[name] });
}
