import { createElement } from 'react';
import toast from 'react-hot-toast';
import { ToastBody } from './toast-body';

type ToastOptions = {
  /** A toast with the same id replaces the previous one instead of piling up. */
  id?: string;
};

/** Shows a success toast (announced politely as a status). Returns the toast id. */
export function showSuccess(
  title: string,
  description?: string,
  options: ToastOptions = {},
): string {
  return toast.success(createElement(ToastBody, { title, description }), options);
}

/** Shows an error toast, announced at once as an alert. Returns the toast id. */
export function showError(title: string, description?: string, options: ToastOptions = {}): string {
  return toast.error(createElement(ToastBody, { title, description }), {
    ...options,
    ariaProps: { role: 'alert', 'aria-live': 'assertive' },
  });
}
