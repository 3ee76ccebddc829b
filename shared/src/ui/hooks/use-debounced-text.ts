import { useEffect, useEffectEvent, useState } from 'react';
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
  // The other side is read as it is now, through an effect event, not watched.
  const onSettled = useEffectEvent((value: string) => {
    if (value !== committed) commit(value);
  });
  const onCommitted = useEffectEvent((value: string) => {
    if (value !== settled) setText(value);
  });
  useEffect(() => onSettled(settled), [settled]);
  useEffect(() => onCommitted(committed), [committed]);

  return [text, setText] as const;
}
