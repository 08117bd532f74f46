import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { MESSAGES } from '@traguardo/domain/messages';

function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return [error.status, error.statusText].filter(Boolean).join(' ');
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Replaces React Router's default error element, which adds a developer hint. */
export function RouteErrorPage() {
  const error = useRouteError();

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
