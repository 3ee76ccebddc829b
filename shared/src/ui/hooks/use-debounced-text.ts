import { useEffect, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * Text typed into a box that commits elsewhere (e.g. the URL) once typing pauses. A
 * committed value changed from outside (back button) replaces what the box shows.
 */
export function useDebouncedText(committed: string, commit: (text: string) => void, delayMs: number) {
  const [text, setText] = useState(committed);
  const settled = useDebouncedValue(text, delayMs);

  // Each effect watches one side on purpose: committing when `committed` changes would
  // undo a back navigation, and copying `settled` back would erase what is being typed.
  useEffect(() => {
    if (settled !== committed) commit(settled);
  }, [settled]);

  useEffect(() => {
    if (committed !== settled) setText(committed);
  }, [committed]);

  return [text, setText] as const;
}
