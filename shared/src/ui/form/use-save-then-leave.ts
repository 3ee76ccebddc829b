import { useCallback, useEffect, useRef } from 'react';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useNavigate } from 'react-router-dom';
import { errorMessage, fieldErrors } from '@back-office/shared';
import { useNotify } from '../notifications/use-notify';

/** SPEC §2/§9: after a record is created or updated the page moves on after 1.5 s. */
export const SAVE_REDIRECT_DELAY_MS = 1500;

type QueryError = Parameters<typeof fieldErrors>[0];

/** How a save ended: the server's refusal, or its message and where the page goes next. */
export type SaveOutcome = { error: QueryError } | { message?: string; leaveTo: string; relative?: 'path' | 'route' };

export interface SaveThenLeaveTexts {
  /** The toast when the server sends no message of its own. */
  success: string;
  /** The form's error when the server sends no message of its own. */
  failure: string;
}

/**
 * A form's onSubmit that saves, puts the server's field errors back under the fields, or shows
 * a success toast and leaves 1.5 s later. The form stays "submitting" until the page leaves,
 * so it cannot be sent twice; leaving the page first cancels the move.
 */
export function useSaveThenLeave<Values>(
  save: (values: Values) => Promise<SaveOutcome>,
  texts: SaveThenLeaveTexts,
): (values: Values) => Promise<SubmissionErrors | undefined> {
  const notify = useNotify();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { success, failure } = texts;

  return useCallback(
    async (values: Values) => {
      const outcome = await save(values);
      if ('error' in outcome) return { ...fieldErrors(outcome.error), [FORM_ERROR]: errorMessage(outcome.error, failure) };
      notify.success(outcome.message || success);
      await new Promise((resolve) => {
        timer.current = setTimeout(resolve, SAVE_REDIRECT_DELAY_MS);
      });
      navigate(outcome.leaveTo, outcome.relative ? { relative: outcome.relative } : undefined);
      return undefined;
    },
    [save, notify, navigate, success, failure],
  );
}
