import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@traguardo/domain/messages';
import { buttonClassName } from '@traguardo/ui/button';

export function ClientNotFound() {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <title>{`${MESSAGES.clientNotFound} · Traguardo`}</title>
      <h1 className="text-2xl font-semibold text-slate-900">{MESSAGES.clientNotFound}</h1>
      <p className="text-slate-600">Il cliente richiesto non esiste o non è più disponibile.</p>
      <Link to="/" className={buttonClassName()}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Torna all’elenco clienti
      </Link>
    </div>
  );
}
