import { Toaster as HotToaster } from 'react-hot-toast';
import { ERROR_TOAST_DURATION_MS, TOAST_DURATION_MS } from './toast-durations';

/** Mount once per app, in its provider; show toasts with `@traguardo/ui/toast`. */
export function Toaster() {
  return (
    <HotToaster
      position="top-center"
      toastOptions={{
        duration: TOAST_DURATION_MS,
        className: 'text-sm',
        // Theme variables rather than hex, so toasts follow the dark theme (theme.css).
        style: {
          background: 'var(--color-white)',
          color: 'var(--color-slate-900)',
          maxWidth: '28rem',
          borderRadius: '0.75rem',
          padding: '0.75rem 1rem',
          boxShadow: '0 10px 25px -5px rgb(15 23 42 / 0.15)',
        },
        success: {
          style: {
            background: 'var(--color-emerald-50)',
            border: '1px solid var(--color-emerald-300)',
          },
          iconTheme: { primary: 'var(--color-emerald-700)', secondary: 'var(--color-white)' },
        },
        error: {
          duration: ERROR_TOAST_DURATION_MS,
          style: {
            background: 'var(--color-red-50)',
            border: '1px solid var(--color-red-300)',
          },
          iconTheme: { primary: 'var(--color-red-700)', secondary: 'var(--color-white)' },
        },
      }}
    />
  );
}
