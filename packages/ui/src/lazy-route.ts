import { type ComponentType } from 'react';
import { chunkFailure } from './chunk-load-error';
import { retryingScreen } from './retrying-screen';

/**
 * Adapts a screen module to React Router's `lazy` route property, so each screen
 * becomes its own chunk: `lazy: lazyRoute(() => import('./home-screen'), 'HomeScreen')`.
 * A chunk that cannot be fetched (offline, or gone after a new deployment) gives a screen
 * that says so in Italian inside the app's frame and tries again (see retryingScreen),
 * instead of an error page in place of the whole app.
 */
export function lazyRoute<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): () => Promise<{ Component: ComponentType }> {
  const loadScreen = async () => (await load())[name];
  return async () => {
    try {
      return { Component: await loadScreen() };
    } catch (error) {
      const failure = chunkFailure(error);
      if (failure === undefined) throw error;
      return { Component: retryingScreen(loadScreen, failure) };
    }
  };
}
