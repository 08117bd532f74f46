import { REPLACEMENT_MARK } from './printable-text';

/** How many of the replaced characters the notice names. */
const SHOWN = 5;

/** What the advisor is told when the PDF's font could not print some characters. */
export function unprintableNotice(characters: readonly string[]): { title: string; body: string } {
  const shown = characters.slice(0, SHOWN).join(' ');
  const more = characters.length > SHOWN ? ' e altri' : '';
  return {
    title: 'Alcuni caratteri non sono nel PDF',
    body: `Il carattere tipografico del report non ha ${shown}${more}: nel PDF compaiono come ${REPLACEMENT_MARK}.`,
  };
}
