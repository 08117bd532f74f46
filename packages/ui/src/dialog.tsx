import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { type ReactNode } from 'react';
import { cx } from './class-names';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' paints the confirm button red, for destructive actions. */
  tone?: 'default' | 'danger';
  onConfirm: () => void;
  /** The confirm button off until the dialog has what it needs; the dialog says what that is. */
  confirmDisabled?: boolean;
  /** Called on cancel, Escape or a click outside. */
  onClose: () => void;
  children?: ReactNode;
};

/**
 * A modal confirmation; focus is trapped and restored, Escape closes (Headless UI). Rendered
 * only while open: a closed Headless UI Dialog still mounts its bookkeeping, which sets
 * state inside the commit of the screen around it (a second render of a hydrating screen).
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = 'Conferma',
  cancelLabel = 'Annulla',
  tone = 'default',
  onConfirm,
  confirmDisabled = false,
  onClose,
  children,
}: ConfirmDialogProps) {
  if (!open) return null;
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-end justify-center p-4 sm:items-center">
        <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-5 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          {description !== undefined && (
            <Description className="mt-2 text-sm text-slate-600">{description}</Description>
          )}
          {children !== undefined && <div className="mt-3">{children}</div>}
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              onClick={onClose}
              className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {cancelLabel}
            </button>
            <button
              type="button"
              onClick={onConfirm}
              disabled={confirmDisabled}
              className={cx(
                // Disabled: slate-500, as Button's, still legible white text on a control that is off.
                'rounded-lg px-4 py-2 text-sm font-medium text-white focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:bg-slate-500',
                tone === 'danger'
                  ? 'bg-red-700 hover:bg-red-800 focus-visible:outline-red-700'
                  : 'bg-brand-700 hover:bg-brand-800 focus-visible:outline-brand-700',
              )}
            >
              {confirmLabel}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
