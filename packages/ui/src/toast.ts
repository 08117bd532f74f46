import { createElement } from 'react';
import toast from 'react-hot-toast';
import { ToastBody } from './toast-body';

/** Shows a success toast (announced politely as a status). Returns the toast id. */
export function showSuccess(title: string, description?: string): string {
  return toast.success(createElement(ToastBody, { title, description }));
}

/** Shows an error toast, announced at once as an alert. Returns the toast id. */
export function showError(title: string, description?: string): string {
  return toast.error(createElement(ToastBody, { title, description }), {
    ariaProps: { role: 'alert', 'aria-live': 'assertive' },
  });
}
