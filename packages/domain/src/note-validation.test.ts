import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { NOTE_MAX_LENGTH } from './constants';
import { noteSchema } from './schemas';
import { NOTE_BLANK_MESSAGE, noteLengthLabel, noteProblem } from './note-validation';

describe('noteProblem', () => {
  it('accepts a note within the limit', () => {
    expect(noteProblem('Chiamare a maggio')).toBeUndefined();
    expect(noteProblem('a'.repeat(NOTE_MAX_LENGTH))).toBeUndefined();
  });

  it.each(['', '   ', ' \n\t '])('refuses the blank note %j', (text) => {
    expect(noteProblem(text)).toBe(NOTE_BLANK_MESSAGE);
  });

  it('counts emoji as one character each', () => {
    expect(noteProblem('😀'.repeat(1500))).toBeUndefined();
    expect(noteProblem('😀'.repeat(NOTE_MAX_LENGTH + 3))).toBe(
      'La nota supera di 3 caratteri il limite di 2.000: accorciala per salvarla.',
    );
    expect(noteProblem('😀'.repeat(NOTE_MAX_LENGTH + 1))).toBe(
      'La nota supera di 1 carattere il limite di 2.000: accorciala per salvarla.',
    );
  });
});

describe('noteLengthLabel', () => {
  it('reads characters as a person counts them', () => {
    expect(noteLengthLabel('Ciao')).toBe('4/2.000 caratteri');
    expect(noteLengthLabel('😀'.repeat(1500))).toBe('1.500/2.000 caratteri');
  });
});

describe('noteSchema (what storage accepts back)', () => {
  it('keeps a note of 1.500 emoji, which the box accepts, and refuses one over the limit', () => {
    expect(v.is(noteSchema, '😀'.repeat(1500))).toBe(true);
    expect(v.is(noteSchema, '😀'.repeat(NOTE_MAX_LENGTH + 1))).toBe(false);
  });
});
