import { NOTE_MAX_LENGTH } from '@traguardo/domain/constants';
import { createPersistedStore } from '@traguardo/persistence/create-persisted-store';
import { bindStore } from '@traguardo/ui/bind-store';
import { NOTES_STORAGE, persistence } from './storage';

type NotesState = {
  /** Saved note text per client id; a client without an entry shows the default note. */
  notes: Record<string, string>;
  /** Saves a note within NOTE_MAX_LENGTH; answers whether it did. */
  saveNote: (clientId: string, text: string) => boolean;
  /** Back to no saved notes (the demo reset). */
  reset: () => void;
};

export const useNotesStore = bindStore(
  createPersistedStore<NotesState>()(
    NOTES_STORAGE,
    (set) => ({
      notes: {},
      saveNote: (clientId, text) => {
        if (text.length > NOTE_MAX_LENGTH) return false;
        set((state) => ({ notes: { ...state.notes, [clientId]: text } }));
        return true;
      },
      reset: () => set({ notes: {} }),
    }),
    { ...persistence, partialize: (state) => ({ notes: state.notes }) },
  ),
);

/** The note to show for a client: the saved one, or `fallback` (the sample default note). */
export function noteFor(notes: Record<string, string>, clientId: string, fallback: string): string {
  return Object.hasOwn(notes, clientId) ? (notes[clientId] ?? fallback) : fallback;
}
