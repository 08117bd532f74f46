export function TypingIndicator() {
  return (
    <div className="flex justify-start">
      <div className="flex items-center gap-2 rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-3">
        <span aria-hidden="true" className="flex gap-1">
          <span className="size-2 animate-bounce rounded-full bg-slate-500" />
          <span className="size-2 animate-bounce rounded-full bg-slate-500 [animation-delay:150ms]" />
          <span className="size-2 animate-bounce rounded-full bg-slate-500 [animation-delay:300ms]" />
        </span>
        <span className="text-sm text-slate-700">Il coach sta scrivendo…</span>
      </div>
    </div>
  );
}
