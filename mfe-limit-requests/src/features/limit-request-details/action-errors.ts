import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { fieldErrors } from '@back-office/shared';

type ActionError = Parameters<typeof fieldErrors>[0];

/**
 * A refused action in the dialog's terms: the server's field errors under the dialog's own
 * fields (`serverFields` maps its names to theirs), or else one message above them.
 */
export function actionSubmitErrors(error: ActionError, serverFields: Record<string, string>, message: string): SubmissionErrors {
  const placed: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(fieldErrors(error))) {
    const formField = serverFields[field];
    if (formField) placed[formField] = messages;
  }
  return Object.keys(placed).length > 0 ? placed : { [FORM_ERROR]: message };
}
