import type { FieldMetaState } from 'react-final-form';

/** SPEC §5: several messages for one field are shown joined with a bullet. */
export const MESSAGE_SEPARATOR = ' • ';

export function joinMessages(messages: string | string[] | undefined): string | undefined {
  if (!messages || messages.length === 0) return undefined;
  return Array.isArray(messages) ? messages.join(MESSAGE_SEPARATOR) : messages;
}

/**
 * The message under a field: a client-side error once the field was touched, or the
 * server's error until the user edits the field again.
 */
export function visibleError(meta: FieldMetaState<unknown>): string | undefined {
  if (meta.touched && meta.error) return joinMessages(meta.error as string | string[]);
  if (meta.submitError && !meta.dirtySinceLastSubmit) return joinMessages(meta.submitError as string | string[]);
  return undefined;
}
