import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';

/**
 * Shown on the own book until its settings are saved: the report's header prints the firm's
 * and the advisor's name, and without them the PDF goes out with no header (see
 * pdf/cover-text.ts). Told here, before printing, with the way to fix it.
 */
export function SettingsMissingNotice() {
  return (
    <section
      aria-labelledby="impostazioni-mancanti"
      className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
    >
      <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
      <div className="space-y-1">
        <h2 id="impostazioni-mancanti" className="font-semibold">
          Intestazione del report da completare
        </h2>
        <p className="text-sm">
          Completa le Impostazioni: nome dello studio e del consulente compaiono
          nell&apos;intestazione del report. Finché mancano, il PDF esce senza intestazione.
        </p>
        <Link
          to="/settings"
          className="inline-block text-sm font-medium underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Vai alle Impostazioni
        </Link>
      </div>
    </section>
  );
}
