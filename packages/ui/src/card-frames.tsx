/**
 * A screen's cards while its data is read: empty frames of the cards' heights (Tailwind
 * classes such as `h-28`), no figure; at least a screen tall, so the page keeps its
 * scrollbar meanwhile. `reading` is what a screen reader hears.
 */
export function CardFrames({ reading, heights }: { reading: string; heights: readonly string[] }) {
  return (
    <div className="min-h-screen space-y-4" aria-busy="true">
      <p className="sr-only">{reading}</p>
      {heights.map((height, index) => (
        <div
          key={index}
          aria-hidden="true"
          className={`${height} rounded-2xl border border-slate-200 bg-white shadow-sm`}
        />
      ))}
    </div>
  );
}
