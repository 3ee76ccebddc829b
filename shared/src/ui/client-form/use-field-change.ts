import { useEffect, useRef } from 'react';
import { useField } from 'react-final-form';

/**
 * Runs `effect` when the user changes a field, not for the value it starts with, so an
 * edit form's loaded city is not wiped by its loaded governorate.
 */
export function useFieldChange<V>(name: string, effect: (value: V) => void): void {
  const { input } = useField<V>(name, { subscription: { value: true } });
  const previous = useRef(input.value);
  const latestEffect = useRef(effect);
  latestEffect.current = effect;
  useEffect(() => {
    if (Object.is(previous.current, input.value)) return;
    previous.current = input.value;
    latestEffect.current(input.value);
  }, [input.value]);
}
