import { useEffect, useState, type ComponentType } from 'react';
import { chunkFailure, type ChunkFailure } from './chunk-load-error';
import { ScreenUnavailable } from './screen-unavailable';

type Attempt =
  /** Fetching the code; `failure` is the one still on screen meanwhile (a Riprova). */
  | { state: 'loading'; failure?: ChunkFailure }
  | { state: 'failed'; failure: ChunkFailure }
  | { state: 'loaded'; Screen: ComponentType };

function reloadPage(): void {
  window.location.reload();
}

/**
 * The component a screen's route gets when the screen's code failed to load (`failure`
 * says why). React Router keeps what a route's `lazy` answered, a failure included, for
 * the life of the page: so the route answers this component, which loads the code itself —
 * again on Riprova, and again on every later visit to the screen — and renders the screen
 * once it is there. An error that is no chunk-load failure goes on to the route's error page.
 */
export function retryingScreen(
  load: () => Promise<ComponentType>,
  failure: ChunkFailure,
): ComponentType {
  let Loaded: ComponentType | undefined;
  // The failure that made this component: its first visit shows it, without fetching again.
  let unseen: ChunkFailure | undefined = failure;

  function firstAttempt(): Attempt {
    if (Loaded !== undefined) return { state: 'loaded', Screen: Loaded };
    if (unseen !== undefined) return { state: 'failed', failure: unseen };
    // A later visit: the network may be back, or the code in the cache by now.
    return { state: 'loading' };
  }

  function RetryingScreen() {
    const [attempt, setAttempt] = useState(firstAttempt);

    useEffect(() => {
      if (attempt.state === 'failed') unseen = undefined;
      if (attempt.state !== 'loading') return;
      let current = true;
      load().then(
        (Screen) => {
          Loaded = Screen;
          if (current) setAttempt({ state: 'loaded', Screen });
        },
        (error: unknown) => {
          const again = chunkFailure(error);
          if (!current) return;
          setAttempt(() => {
            if (again === undefined) throw error;
            return { state: 'failed', failure: again };
          });
        },
      );
      return () => {
        current = false;
      };
    }, [attempt.state]);

    if (attempt.state === 'loaded') return <attempt.Screen />;
    if (attempt.failure === undefined) return null;
    return (
      <ScreenUnavailable
        failure={attempt.failure}
        retrying={attempt.state === 'loading'}
        onReload={reloadPage}
        onRetry={() => setAttempt({ state: 'loading', failure: attempt.failure })}
      />
    );
  }
  return RetryingScreen;
}
