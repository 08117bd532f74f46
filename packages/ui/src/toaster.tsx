import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect } from 'react';
import toast, { type Toast, resolveValue, useToaster } from 'react-hot-toast/headless';
import { cx } from './class-names';
import { toneText } from './tone';
import { ERROR_TOAST_DURATION_MS, TOAST_DURATION_MS } from './toast-durations';

const TOAST_OPTIONS = {
  duration: TOAST_DURATION_MS,
  error: { duration: ERROR_TOAST_DURATION_MS },
};

/**
 * Toasts shown at once: a fourth sends the oldest away, so a run of saves never stacks them
 * up the screen over its buttons. An older undo goes with it, as the newest action is the
 * one at hand.
 */
export const MAX_TOASTS_SHOWN = 3;

const TONES: Partial<
  Record<Toast['type'], { box: string; icon: typeof CircleCheck; ink: string }>
> = {
  success: { box: 'border-emerald-300 bg-emerald-50', icon: CircleCheck, ink: toneText.green },
  error: { box: 'border-red-300 bg-red-50', icon: CircleX, ink: toneText.red },
};

/**
 * Mount once per app, in its provider; show toasts with `@traguardo/ui/toast`.
 *
 * react-hot-toast's headless store (timers, pause, removal after the fade) drawn with the
 * theme's classes: the toasts stack in the page's flow, so nothing is measured, and no
 * style is written into the page at the first toast (the library's own Toaster builds its
 * CSS then, in the click that shows it). They sit at the foot of the screen, above a phone's
 * tab bar, newest lowest: the screens' own buttons ("Nuovo movimento" after a movement is
 * added, to add the next) are at the top, and stay free to click. While a dialog is open they
 * sit at the top instead: a dialog's buttons are at its foot (on a phone, the screen's).
 */
export function Toaster() {
  const { toasts, handlers } = useToaster(TOAST_OPTIONS);
  useEffect(() => {
    // The store lists the newest first.
    for (const older of toasts.filter((shown) => shown.visible).slice(MAX_TOASTS_SHOWN)) {
      toast.dismiss(older.id);
    }
  }, [toasts]);
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-[9999] flex flex-col-reverse items-center gap-2 px-4 lg:bottom-6 [body:has([role=dialog])_&]:top-4 [body:has([role=dialog])_&]:bottom-auto [body:has([role=dialog])_&]:flex-col">
      {toasts.map((toast) => {
        const tone = TONES[toast.type];
        const Icon = tone?.icon;
        return (
          // Resting the pointer on a toast holds it (the library's timers): a convenience
          // for the mouse, not a control, so the toast keeps its status or alert role.
          // eslint-disable-next-line jsx-a11y/no-static-element-interactions
          <div
            key={toast.id}
            role={toast.ariaProps.role}
            aria-live={toast.ariaProps['aria-live']}
            data-leaving={toast.visible ? undefined : ''}
            className={cx(
              'flex w-fit max-w-[28rem] items-center gap-3 rounded-xl border px-4 py-3 text-sm text-slate-900 shadow-[0_10px_25px_-5px_rgb(15_23_42/0.15)]',
              tone?.box ?? 'border-slate-200 bg-white',
              // A toast fading out lets clicks through to what it covers.
              toast.visible
                ? 'pointer-events-auto motion-safe:animate-toast-in'
                : 'opacity-0 motion-safe:animate-toast-out',
            )}
            onMouseEnter={handlers.startPause}
            onMouseLeave={handlers.endPause}
          >
            {Icon !== undefined && (
              <Icon className={cx('size-5 shrink-0', tone?.ink)} aria-hidden="true" />
            )}
            {resolveValue(toast.message, toast)}
          </div>
        );
      })}
    </div>
  );
}
