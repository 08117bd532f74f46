import { NOTE_MAX_LENGTH } from './constants';
import { formatCharacterCount, formatNumber } from './format';
import { characterCount, charactersOver } from './text-length';

/** The note's length as the counter under the box shows it: '4/2.000 caratteri'. */
export function noteLengthLabel(text: string): string {
  return `${formatNumber(characterCount(text))}/${formatNumber(NOTE_MAX_LENGTH)} caratteri`;
}

export const NOTE_BLANK_MESSAGE =
  'La nota è vuota: scrivi qualcosa prima di salvarla. La nota salvata resta invariata.';

/**
 * Why a note cannot be saved, in Italian, or undefined when it can. A note of only spaces
 * is refused: saving it would silently erase the note kept so far.
 */
export function noteProblem(text: string): string | undefined {
  if (text.trim() === '') return NOTE_BLANK_MESSAGE;
  const excess = charactersOver(text, NOTE_MAX_LENGTH);
  if (excess > 0) {
    return `La nota supera di ${formatCharacterCount(excess)} il limite di ${formatNumber(NOTE_MAX_LENGTH)}: accorciala per salvarla.`;
  }
  return undefined;
}
