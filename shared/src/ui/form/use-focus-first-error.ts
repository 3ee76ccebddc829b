import { useCallback, useEffect, useRef, useState, type FormEvent, type FormEventHandler } from 'react';

/** A field Fluent marks as in error, or the form's alert when no field is (SPEC §5 messages). */
const FIELD_IN_ERROR = '[aria-invalid="true"]';
const FORM_ALERT = '[role="alert"]';

/**
 * Issue 15, defect 6: after a failed save the message could sit far above the visible part of
 * a long form while focus stayed on Save. Once a submission settles, the first field in error
 * (else the form's alert) is scrolled into view and focused, so a screen reader reads its
 * label and message. The look happens in an effect, after React has drawn the errors.
 */
export function useFocusFirstError(onSubmit: FormEventHandler<HTMLFormElement>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [settled, setSettled] = useState(0);

  useEffect(() => {
    const form = formRef.current;
    if (settled === 0 || !form) return;
    const target = form.querySelector<HTMLElement>(FIELD_IN_ERROR) ?? form.querySelector<HTMLElement>(FORM_ALERT);
    if (!target) return;
    target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  }, [settled]);

  const submit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      // react-final-form's handleSubmit returns a promise while the save runs, nothing when the rules refused.
      const result: unknown = onSubmit(event);
      void Promise.resolve(result).finally(() => setSettled((count) => count + 1));
    },
    [onSubmit],
  );

  return { formRef, submit };
}
