import { Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { countByStatus } from '@traguardo/domain/documents';
import { useDocumentsStore } from '../../stores/documents-store';
import { SectionCard } from './section-card';

export function VaultSummarySection() {
  const documents = useDocumentsStore((state) => state.documents);
  const counts = countByStatus(documents);
  return (
    <SectionCard title="Archivio documenti" icon={Lock}>
      {documents.length === 0 && (
        <p className="mb-3 text-sm text-slate-700">
          Nessun documento per ora: carica nel Vault testamento, polizze, dichiarazioni e atti.
        </p>
      )}
      <dl className="grid grid-cols-3 gap-2 text-center">
        <div className="rounded-xl bg-slate-50 p-3">
          <dt className="text-xs text-slate-600">Totale</dt>
          <dd className="text-xl font-semibold">{documents.length}</dd>
        </div>
        <div className="rounded-xl bg-emerald-50 p-3">
          <dt className="text-xs text-emerald-800">Completi</dt>
          <dd className="text-xl font-semibold text-emerald-800">{counts.complete}</dd>
        </div>
        <div className="rounded-xl bg-amber-50 p-3">
          <dt className="text-xs text-amber-800">Da rivedere</dt>
          <dd className="text-xl font-semibold text-amber-800">{counts.review_needed}</dd>
        </div>
      </dl>
      <Link
        to="/vault"
        className="mt-3 inline-block font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        Apri il Vault
      </Link>
    </SectionCard>
  );
}
