import { beforeEach, describe, expect, it } from 'vitest';
import { noteFor, useNotesStore } from './notes-store';

describe('notes store', () => {
  beforeEach(() => {
    useNotesStore.getState().reset();
  });

  it('starts with no saved notes, so every client shows the default', () => {
    const { notes } = useNotesStore.getState();
    expect(noteFor(notes, 'c1', 'Nota di default')).toBe('Nota di default');
  });

  it('keeps one note per client', () => {
    useNotesStore.getState().saveNote('c1', 'Chiamare a maggio');
    useNotesStore.getState().saveNote('c2', 'Rivedere la polizza');
    const { notes } = useNotesStore.getState();
    expect(noteFor(notes, 'c1', 'x')).toBe('Chiamare a maggio');
    expect(noteFor(notes, 'c2', 'x')).toBe('Rivedere la polizza');
    expect(noteFor(notes, 'c3', 'x')).toBe('x');
  });

  it('keeps an empty note as saved instead of falling back to the default', () => {
    useNotesStore.getState().saveNote('c1', '');
    expect(noteFor(useNotesStore.getState().notes, 'c1', 'default')).toBe('');
  });

  it('does not treat inherited object keys as client ids', () => {
    expect(noteFor(useNotesStore.getState().notes, 'toString', 'default')).toBe('default');
  });
});
