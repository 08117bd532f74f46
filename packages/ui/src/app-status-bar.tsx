import { CloudOff, RefreshCw } from 'lucide-react';
import { useOnline } from './online-status';
import { applyUpdate, useUpdateWaiting } from '@traguardo/app-runtime/service-worker';

export const APP_STATUS_TEXT = {
  offline: 'Sei offline: le modifiche restano su questo dispositivo',
  updateReady: 'Nuova versione disponibile',
  updateAction: 'Aggiorna',
} as const;

type AppStatusBarProps = {
  /** Defaults to the browser's own state; stories and tests pass it. */
  online?: boolean;
  updateWaiting?: boolean;
  onUpdate?: () => void;
};

/**
 * Two facts about the installed app: that it is offline (saved data still works and
 * changes stay on the device) and that a new version is ready, offered with Aggiorna and
 * never applied on its own. A live region, so both are announced when they appear.
 */
export function AppStatusBar({ online, updateWaiting, onUpdate = applyUpdate }: AppStatusBarProps) {
  const browserOnline = useOnline();
  const browserUpdateWaiting = useUpdateWaiting();
  const isOffline = !(online ?? browserOnline);
  const hasUpdate = updateWaiting ?? browserUpdateWaiting;

  return (
    <div role="status" aria-live="polite" className="empty:hidden mb-4 flex flex-col gap-2">
      {isOffline && (
        <p className="flex items-center gap-2 rounded-xl bg-slate-100 p-3 text-sm font-medium text-slate-800 ring-1 ring-slate-300 ring-inset">
          <CloudOff aria-hidden="true" className="size-5 shrink-0" />
          {APP_STATUS_TEXT.offline}
        </p>
      )}
      {hasUpdate && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-900 ring-1 ring-brand-600/30 ring-inset">
          <RefreshCw aria-hidden="true" className="size-5 shrink-0" />
          <p className="flex-1 font-medium">
            {APP_STATUS_TEXT.updateReady} <span aria-hidden="true">—</span>
          </p>
          <button
            type="button"
            onClick={onUpdate}
            className="rounded-lg bg-brand-700 px-3 py-1.5 font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {APP_STATUS_TEXT.updateAction}
          </button>
        </div>
      )}
    </div>
  );
}
