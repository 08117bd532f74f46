import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { MESSAGES } from '@traguardo/domain/messages';
import { chunkFailure } from './chunk-load-error';
import { ScreenUnavailable } from './screen-unavailable';

function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return [error.status, error.statusText].filter(Boolean).join(' ');
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

function reloadPage(): void {
  window.location.reload();
}

/**
 * Replaces React Router's default error element, which adds a developer hint. Code that
 * could not be fetched (a chart's chunk, offline or after a new deployment; a screen's own
 * chunk is handled inside the frame, see lazyRoute) is no unexpected failure: it gets the
 * Italian explanation and a reload instead of the browser's English message.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const failure = chunkFailure(error);

  if (failure !== undefined) {
    return (
      <main>
        <ScreenUnavailable failure={failure} onRetry={reloadPage} onReload={reloadPage} />
      </main>
    );
  }
  return (
    <main
      role="alert"
      className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-center"
    >
      <h1 className="text-2xl font-semibold text-slate-900">{MESSAGES.routeError}</h1>
      <p className="text-slate-700">{describeError(error)}</p>
    </main>
  );
}
