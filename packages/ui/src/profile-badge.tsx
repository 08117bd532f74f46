/**
 * Says in the header which profile (or book) is open: 'Demo', 'I miei dati', 'I miei
 * clienti'. Undefined while the page cannot know yet (the build's shell, hydration): a
 * no-break space keeps the badge's place and the header's layout until then.
 */
export function ProfileBadge({ label }: { label: string | undefined }) {
  return (
    <span className="inline-flex min-w-24 justify-center rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-700">
      {label ?? '\u00a0'}
    </span>
  );
}
