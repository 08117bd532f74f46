/**
 * Home's cards while its ledger is being read: their places kept, no figure yet. At least a
 * screen tall, as the route's shell is, so the page does not lose its scrollbar meanwhile.
 */
export function HomeFrames() {
  return (
    <div className="min-h-screen space-y-4" aria-busy="true">
      <p className="sr-only">Lettura dei dati in corso…</p>
      {['h-28', 'h-24', 'h-64'].map((height, index) => (
        <div
          key={index}
          aria-hidden="true"
          className={`${height} rounded-2xl border border-slate-200 bg-white shadow-sm`}
        />
      ))}
    </div>
  );
}
