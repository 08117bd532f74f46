import { useState } from 'react';
import { ArrowLeft, Mail } from 'lucide-react';
import { Link } from 'react-router-dom';
import { type Client } from '@traguardo/domain/entities';
import { defaultClientNote } from '@traguardo/sample-data/advisor';
import { Card, CardContent } from '@traguardo/ui/card';
import { Tabs } from '@traguardo/ui/tabs';
import { showSuccess } from '@traguardo/ui/toast';
import { noteFor, useNotesStore } from '../../stores/notes-store';
import { AlertsSection } from './alerts-section';
import { ClientSummaryCard } from './client-summary-card';
import { DocumentsTab } from './documents-tab';
import { GoalsTab } from './goals-tab';
import { KeyIndicatorsCard } from './key-indicators-card';
import { NotesTab } from './notes-tab';
import { OverviewTab } from './overview-tab';

export function ClientDetail({ client }: { client: Client }) {
  const savedNote = useNotesStore((state) => noteFor(state.notes, client.id, defaultClientNote));
  const saveNote = useNotesStore((state) => state.saveNote);
  // The draft lives here, not in the tab, so switching tabs never loses unsaved text.
  // Until the advisor types, the box shows the saved note, also when another tab saves one.
  const [draft, setDraft] = useState<string | undefined>(undefined);

  return (
    <div className="space-y-4">
      <title>{`${client.name} · Traguardo`}</title>
      <Link
        to="/"
        className="inline-flex items-center gap-2 rounded-lg px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Torna ai clienti
      </Link>
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">{client.name}</h1>
        <p className="flex items-center gap-1.5 text-slate-600">
          <Mail className="size-4" aria-hidden="true" />
          {client.email}
        </p>
      </header>
      <div className="grid gap-4 md:grid-cols-2">
        <ClientSummaryCard client={client} />
        <KeyIndicatorsCard client={client} />
      </div>
      <Card>
        <CardContent className="pt-4">
          <Tabs
            label="Sezioni del cliente"
            tabs={[
              { id: 'overview', label: 'Panoramica', content: <OverviewTab client={client} /> },
              { id: 'goals', label: 'Obiettivi', content: <GoalsTab client={client} /> },
              { id: 'vault', label: 'Documenti', content: <DocumentsTab /> },
              {
                id: 'notes',
                label: 'Note',
                content: (
                  <NotesTab
                    value={draft ?? savedNote}
                    onChange={setDraft}
                    onSave={() => {
                      if (!saveNote(client.id, draft ?? savedNote)) return;
                      setDraft(undefined);
                      showSuccess('Note salvate', 'Le note del cliente sono state aggiornate.');
                    }}
                  />
                ),
              },
            ]}
          />
        </CardContent>
      </Card>
      <AlertsSection client={client} />
    </div>
  );
}
