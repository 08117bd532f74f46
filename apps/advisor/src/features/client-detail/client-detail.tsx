import { useState } from 'react';
import { ArrowLeft, Mail } from 'lucide-react';
import { Link } from 'react-router-dom';
import { type BookClient } from '@traguardo/domain/client-book-schemas';
import { Card, CardContent } from '@traguardo/ui/card';
import { Tabs } from '@traguardo/ui/tabs';
import { showError, showSuccess } from '@traguardo/ui/toast';
import { useClientRecord } from '../../data/use-client-record';
import { useBookStore } from '../../stores/book-store';
import { storedNote, useNotesStore } from '../../stores/notes-store';
import { AlertsSection } from './alerts-section';
import { ClientBookActions } from './client-book-actions';
import { ClientStatusCard } from './client-status-card';
import { ClientSummaryCard } from './client-summary-card';
import { DocumentsTab } from './documents-tab';
import { GoalsTab } from './goals-tab';
import { KeyIndicatorsCard } from './key-indicators-card';
import { NotesTab } from './notes-tab';
import { OverviewTab } from './overview-tab';
import { UnsavedNoteGuard } from './unsaved-note-guard';

/** What the advisor is typing, and the stored note it started from (for other tabs' saves). */
type NoteDraft = { text: string; base: string | undefined };

export function ClientDetail({ client }: { client: BookClient }) {
  const record = useClientRecord(client);
  // The open book's notes: a client of the own book never shows or writes the demo's.
  const book = useBookStore((state) => state.book);
  const stored = useNotesStore((state) => storedNote(state.notes[book], client.id));
  const savedNote = stored ?? record.note;
  const saveNote = useNotesStore((state) => state.saveNote);
  // The draft lives here, not in the tab, so switching tabs never loses unsaved text.
  // Until the advisor types, the box shows the saved note, also when another tab saves one.
  const [draft, setDraft] = useState<NoteDraft | undefined>(undefined);
  // Set when a save found another tab's note: the raw stored value it found.
  const [conflict, setConflict] = useState<{ theirs: string | undefined } | undefined>();
  const unsaved = draft !== undefined && draft.text !== savedNote;

  function save(text: string, base: string | undefined) {
    const result = saveNote(book, client.id, text, base);
    if (result.status === 'conflict') {
      setConflict({ theirs: result.theirs });
      return;
    }
    if (result.status === 'invalid') {
      showError('Note non salvate', result.message);
      return;
    }
    setDraft(undefined);
    setConflict(undefined);
    showSuccess('Note salvate', 'Le note del cliente sono state aggiornate.');
  }

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
      {client.archived && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Cliente archiviato: non compare nell’elenco, nei Vitali né nei totali.
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <ClientSummaryCard client={client} />
        <KeyIndicatorsCard client={client} />
      </div>
      <Card>
        <CardContent className="pt-4">
          <Tabs
            label="Sezioni del cliente"
            tabs={[
              {
                id: 'overview',
                label: 'Panoramica',
                content: <OverviewTab client={client} record={record} />,
              },
              {
                id: 'goals',
                label: 'Obiettivi',
                content: <GoalsTab client={client} goals={record.goals} />,
              },
              {
                id: 'vault',
                label: 'Documenti',
                content: <DocumentsTab documents={record.documents} />,
              },
              {
                id: 'notes',
                label: 'Note',
                content: (
                  <NotesTab
                    value={draft?.text ?? savedNote}
                    onChange={(text) =>
                      setDraft((previous) => ({ text, base: previous ? previous.base : stored }))
                    }
                    onSave={() => save(draft?.text ?? savedNote, draft ? draft.base : stored)}
                    conflict={
                      conflict && {
                        theirs: conflict.theirs ?? record.note,
                        // Kept over exactly the note seen in the message, not a later one.
                        onKeepMine: () => save(draft?.text ?? savedNote, conflict.theirs),
                        onUseTheirs: () => {
                          setDraft(undefined);
                          setConflict(undefined);
                        },
                      }
                    }
                  />
                ),
              },
            ]}
          />
        </CardContent>
      </Card>
      <AlertsSection client={client} />
      <ClientStatusCard client={client} />
      <ClientBookActions client={client} />
      <UnsavedNoteGuard when={unsaved} />
    </div>
  );
}
