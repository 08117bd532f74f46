type ToastBodyProps = { title: string; description?: string };

/** The two-line content of a toast: bold title, description below. */
export function ToastBody({ title, description }: ToastBodyProps) {
  return (
    <span className="flex flex-col gap-0.5 text-left">
      <strong className="font-semibold text-slate-900">{title}</strong>
      {description !== undefined && description !== '' && (
        <span className="text-sm text-slate-700">{description}</span>
      )}
    </span>
  );
}
