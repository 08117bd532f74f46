import { Toaster as HotToaster } from 'react-hot-toast';

/** Mount once per app, in its provider; show toasts with `@traguardo/ui/toast`. */
export function Toaster() {
  return (
    <HotToaster
      position="top-center"
      toastOptions={{
        duration: 4000,
        className: 'text-sm',
        style: {
          maxWidth: '28rem',
          borderRadius: '0.75rem',
          padding: '0.75rem 1rem',
          boxShadow: '0 10px 25px -5px rgb(15 23 42 / 0.15)',
        },
        success: {
          style: { background: '#ecfdf5', border: '1px solid #6ee7b7' },
          iconTheme: { primary: '#047857', secondary: '#ffffff' },
        },
        error: {
          duration: 6000,
          style: { background: '#fef2f2', border: '1px solid #fca5a5' },
          iconTheme: { primary: '#b91c1c', secondary: '#ffffff' },
        },
      }}
    />
  );
}
