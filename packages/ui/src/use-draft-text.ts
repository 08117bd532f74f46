import { useCallback, useEffect, useRef, useState } from 'react';

/** How long typing pauses before the text is handed on (to the address, a computation). */
export const TYPING_PAUSE_MS = 300;

type DraftTextOptions<Value> = {
  /** The value held outside the field (the address), which the text stands for. */
  value: Value;
  /** The text a field shows for `value` (a back/forward navigation writes it). */
  toText: (value: Value) => string;
  /** Whether the text already stands for `value`: then an outside change leaves it as typed. */
  sameValue: (text: string, value: Value) => boolean;
  /** Receives the text once typing pauses for `delayMs`, and at once when the field is left. */
  onCommit: (text: string) => void;
  /**
   * Changes with every change of the outside (the address's location key): a navigation that
   * brings back the value this field last showed (back after a text was handed on and not yet
   * rendered) is still a change the field must show.
   */
  revision?: unknown;
  delayMs?: number;
};

export type DraftText = {
  text: string;
  /** The text last handed on (or shown from outside): what messages about the field judge. */
  settled: string;
  /** Whether the person is in the field: the outside value does not rewrite it then. */
  focused: boolean;
  onChange: (text: string) => void;
  onFocus: () => void;
  onBlur: () => void;
};

/**
 * A text field whose value lives elsewhere (the address), typed at any speed without losing
 * a key: the field keeps its own text and hands it on after a pause. The outside value never
 * rewrites the text while the field has focus; when it changes otherwise (back/forward, a
 * filter chip removed) the field shows it.
 */
export function useDraftText<Value>({
  value,
  toText,
  sameValue,
  onCommit,
  revision,
  delayMs = TYPING_PAUSE_MS,
}: DraftTextOptions<Value>): DraftText {
  const [text, setText] = useState(() => toText(value));
  const [settled, setSettled] = useState(text);
  const [seen, setSeen] = useState({ value, revision });
  const [focused, setFocused] = useState(false);
  if (!Object.is(seen.value, value) || !Object.is(seen.revision, revision)) {
    setSeen({ value, revision });
    if (!focused && !sameValue(text, value)) {
      setText(toText(value));
      setSettled(toText(value));
    }
  }

  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  });
  const pending = useRef<{ text: string; timer: ReturnType<typeof setTimeout> } | null>(null);
  const flush = useCallback(() => {
    const draft = pending.current;
    if (draft === null) return;
    clearTimeout(draft.timer);
    pending.current = null;
    setSettled(draft.text);
    commit.current(draft.text);
  }, []);
  // Leaving the screen drops a text not yet handed on: the field was left (and flushed) first.
  useEffect(
    () => () => {
      if (pending.current !== null) clearTimeout(pending.current.timer);
    },
    [],
  );

  const onChange = useCallback(
    (next: string) => {
      setText(next);
      if (pending.current !== null) clearTimeout(pending.current.timer);
      pending.current = { text: next, timer: setTimeout(flush, delayMs) };
    },
    [delayMs, flush],
  );
  const onFocus = useCallback(() => setFocused(true), []);
  const onBlur = useCallback(() => {
    setFocused(false);
    flush();
  }, [flush]);
  return { text, settled, focused, onChange, onFocus, onBlur };
}
