import { LoaderCircle, type LucideIcon } from 'lucide-react';
import { type ComponentPropsWithoutRef } from 'react';
import { cx } from './class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed';

// Disabled fills are slate-500, not 400: still legible white text on a control that is off.
const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700 disabled:bg-slate-500',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:outline-brand-700',
  outline:
    'border border-brand-700 text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-700',
  ghost: 'text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-700',
  danger:
    'border border-red-300 bg-white text-red-800 hover:bg-red-50 focus-visible:outline-red-700',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'rounded-lg px-3 py-1.5 text-sm',
  md: 'rounded-xl px-4 py-2.5',
  lg: 'rounded-xl px-4 py-3',
};

export type ButtonStyle = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/** The button look, for a router `Link` or a `<label>` that must look like a button. */
export function buttonClassName({ variant = 'primary', size = 'md', className }: ButtonStyle = {}) {
  return cx(base, variants[variant], sizes[size], className);
}

type ButtonProps = ComponentPropsWithoutRef<'button'> &
  ButtonStyle & {
    /** Drawn before the label; replaced by a spinner while busy. */
    icon?: LucideIcon;
    /** Work under way: the button is disabled, announced busy and shows a spinner. */
    busy?: boolean;
  };

export function Button({
  variant,
  size,
  className,
  icon: Icon,
  busy = false,
  disabled,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  const iconClass = size === 'sm' ? 'size-4' : 'size-5';
  return (
    <button
      type={type}
      disabled={disabled === true || busy}
      aria-busy={busy || undefined}
      className={buttonClassName({ variant, size, className })}
      {...props}
    >
      {busy ? (
        <LoaderCircle aria-hidden="true" className={cx(iconClass, 'animate-spin')} />
      ) : (
        Icon !== undefined && <Icon aria-hidden="true" className={iconClass} />
      )}
      {children}
    </button>
  );
}
