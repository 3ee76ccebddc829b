import { FORM_ERROR, setIn, type SubmissionErrors } from 'final-form';

type Messages = string | string[];

/** `client_documents[0][files]` and `client_documents.0.files` are one field: `client_documents.0.files`. */
export function dottedPath(name: string): string {
  return name.replace(/\[([^\]]+)\]/g, '.$1');
}

/** Flat `a.0.b` keys as the nested objects and arrays final-form reads errors from. */
export function nestErrors(flat: Record<string, Messages>): Record<string, unknown> {
  let nested: Record<string, unknown> = {};
  for (const [path, messages] of Object.entries(flat)) nested = setIn(nested, dottedPath(path), messages) as Record<string, unknown>;
  return nested;
}

/**
 * Server errors under the fields that are on screen; errors of fields the form does not
 * show (derived or nested ones) would go unseen, so they add a generic form-level message.
 */
export function placeSubmitErrors(errors: SubmissionErrors, shownFields: string[], genericMessage: string): SubmissionErrors {
  const { [FORM_ERROR]: formError, ...fields } = (errors ?? {}) as Record<string, Messages>;
  const shown = new Set(shownFields.map(dottedPath));
  const placed: Record<string, Messages> = {};
  let hidden = false;
  for (const [field, messages] of Object.entries(fields)) {
    if (shown.has(dottedPath(field))) placed[dottedPath(field)] = messages;
    else hidden = true;
  }
  const formMessages = [formError, hidden ? genericMessage : undefined].flat().filter((text): text is string => Boolean(text));
  return { ...nestErrors(placed), ...(formMessages.length > 0 && { [FORM_ERROR]: formMessages }) };
}
