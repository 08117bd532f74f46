import { create } from 'zustand';

type NotesState = {
  /** Saved note text per client id; a client without an entry shows the default note. */
  notes: Record<string, string>;
  saveNote: (clientId: string, text: string) => void;
};

export const useNotesStore = create<NotesState>()((set) => ({
  notes: {},
  saveNote: (clientId, text) => {
    set((state) => ({ notes: { ...state.notes, [clientId]: text } }));
  },
}));

/** The note to show for a client: the saved one, or `fallback` (the sample default note). */
export function noteFor(notes: Record<string, string>, clientId: string, fallback: string): string {
  return Object.hasOwn(notes, clientId) ? (notes[clientId] ?? fallback) : fallback;
}
