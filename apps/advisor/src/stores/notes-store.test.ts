import { beforeEach, describe, expect, it } from 'vitest';
import { noteFor, useNotesStore } from './notes-store';

describe('notes store', () => {
  beforeEach(() => {
    useNotesStore.getState().reset('demo');
  });

  it('starts with no saved notes, so every client shows the default', () => {
    const notes = useNotesStore.getState().notes.demo;
    expect(noteFor(notes, 'c1', 'Nota di default')).toBe('Nota di default');
  });

  it('keeps one note per client', () => {
    useNotesStore.getState().saveNote('demo', 'c1', 'Chiamare a maggio');
    useNotesStore.getState().saveNote('demo', 'c2', 'Rivedere la polizza');
    const notes = useNotesStore.getState().notes.demo;
    expect(noteFor(notes, 'c1', 'x')).toBe('Chiamare a maggio');
    expect(noteFor(notes, 'c2', 'x')).toBe('Rivedere la polizza');
    expect(noteFor(notes, 'c3', 'x')).toBe('x');
  });

  it('refuses a blank note, which would erase the saved one', () => {
    useNotesStore.getState().saveNote('demo', 'c1', 'Chiamare a maggio');
    expect(useNotesStore.getState().saveNote('demo', 'c1', '   ')).toEqual({
      status: 'invalid',
      message:
        'La nota è vuota: scrivi qualcosa prima di salvarla. La nota salvata resta invariata.',
    });
    expect(noteFor(useNotesStore.getState().notes.demo, 'c1', 'default')).toBe('Chiamare a maggio');
  });

  it('takes 1.500 emoji, which are 1.500 characters', () => {
    expect(useNotesStore.getState().saveNote('demo', 'c1', '😀'.repeat(1500))).toEqual({
      status: 'saved',
    });
  });

  it('does not treat inherited object keys as client ids', () => {
    expect(noteFor(useNotesStore.getState().notes.demo, 'toString', 'default')).toBe('default');
  });
});
