import { useEffect, useRef } from 'react';
import { useField } from 'react-final-form';
import type { ClientUniquenessChecker, UniqueClientField } from './uniqueness';

export interface UniquenessWatchProps {
  field: UniqueClientField;
  check: ClientUniquenessChecker;
  onChecked(field: UniqueClientField, value: string, message: string | undefined): void;
}

/**
 * Asks the checker when the user leaves the field holding a changed value the rules accept
 * (a value the rules refuse, or one already found taken, already shows its message). A check
 * that fails (offline) says nothing: Save still asks the server.
 */
export function UniquenessWatch({ field, check, onChecked }: UniquenessWatchProps) {
  const { input, meta } = useField<string | undefined>(field, { subscription: { value: true, active: true, error: true, dirty: true } });
  const wasActive = useRef(false);
  const value = (input.value ?? '').trim();
  const { active, error, dirty } = meta;

  useEffect(() => {
    const left = wasActive.current && !active;
    wasActive.current = Boolean(active);
    if (!left || !value || error || !dirty) return;
    check(field, value).then(
      (message) => onChecked(field, value, message),
      () => undefined,
    );
  }, [active, value, error, dirty, field, check, onChecked]);

  return null;
}
