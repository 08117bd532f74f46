import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@traguardo/domain/messages';

export function ClientNotFound() {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <title>{`${MESSAGES.clientNotFound} · Traguardo`}</title>
      <h1 className="text-2xl font-semibold text-slate-900">{MESSAGES.clientNotFound}</h1>
      <p className="text-slate-600">Il cliente richiesto non esiste o non è più disponibile.</p>
      <Link
        to="/"
        className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Torna all’elenco clienti
      </Link>
    </div>
  );
}
