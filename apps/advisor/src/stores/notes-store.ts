import { type ClientBookName } from '@traguardo/client-book/books';
import { mergeValue } from '@traguardo/domain/edit-merge';
import { noteProblem } from '@traguardo/domain/note-validation';
import { createPersistedStore } from '@traguardo/persistence/create-persisted-store';
import { bindStore } from '@traguardo/app-runtime/bind-store';
import { NOTES_STORAGE, persistence } from './storage';

/** How a save went: written, refused with an Italian message, or changed meanwhile elsewhere. */
export type NoteSaveResult =
  | { status: 'saved' }
  | { status: 'invalid'; message: string }
  /** Another tab saved `theirs` since this edit began: nothing was written. */
  | { status: 'conflict'; theirs: string | undefined };

/** Saved note text per client id; a client without an entry shows the default note. */
export type ClientNotes = Record<string, string>;

type NotesState = {
  /** Each book's notes: the demo's and the own book's never mix. */
  notes: Record<ClientBookName, ClientNotes>;
  /**
   * Saves a client's note. `base` is the stored note (storedNote) when the edit began:
   * if the stored note has changed to something else since, nothing is written and the
   * other text is returned, so the user chooses; to keep their own text they save again
   * with that text as `base`. Without `base` (`saveNote(book, id, text)`) the text is taken
   * as written over the note stored now.
   */
  saveNote: (book: ClientBookName, clientId: string, text: string, base?: string) => NoteSaveResult;
  /** `book` back to no saved notes (the demo reset: 'demo'); the other book keeps its own. */
  reset: (book: ClientBookName) => void;
};

const NO_NOTES: Record<ClientBookName, ClientNotes> = { demo: {}, own: {} };

/** The note stored for a client, or undefined when none was ever saved. */
export function storedNote(notes: ClientNotes, clientId: string): string | undefined {
  return Object.hasOwn(notes, clientId) ? notes[clientId] : undefined;
}

export const useNotesStore = bindStore(
  createPersistedStore<NotesState>()(
    NOTES_STORAGE,
    (set, get) => ({
      notes: NO_NOTES,
      saveNote: (book, clientId, text, ...rest) => {
        const message = noteProblem(text);
        if (message !== undefined) return { status: 'invalid', message };
        // The store is re-read whenever another tab writes it (cross-tab sync), so this
        // is what the other tab saved.
        const theirs = storedNote(get().notes[book], clientId);
        // `base` may be passed as undefined: the edit began before any note was saved.
        const base = rest.length > 0 ? rest[0] : theirs;
        const merged = mergeValue<string | undefined>(base, text, theirs);
        if (merged.conflict) return { status: 'conflict', theirs };
        set((state) => ({
          notes: { ...state.notes, [book]: { ...state.notes[book], [clientId]: text } },
        }));
        return { status: 'saved' };
      },
      reset: (book) => set((state) => ({ notes: { ...state.notes, [book]: {} } })),
    }),
    { ...persistence, partialize: (state) => ({ notes: state.notes }) },
  ),
);

/** The note to show for a client: the saved one, or `fallback` (the sample default note). */
export function noteFor(notes: ClientNotes, clientId: string, fallback: string): string {
  return storedNote(notes, clientId) ?? fallback;
}
