import type { FormEventHandler, ReactNode } from 'react';
import { MessageBar, MessageBarActions, MessageBarBody, makeStyles, tokens } from '@back-office/shared/fluent-core';
import { joinMessages } from './field-messages';
import { SubmitButton } from './submit-button';
import { useFocusFirstError } from './use-focus-first-error';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  footer: { display: 'flex', justifyContent: 'flex-end' },
});

export interface FormFrameProps {
  /** react-final-form's handleSubmit. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting?: boolean;
  submitLabel: string;
  /** The form's own message (the server's refusal, "fix the marked fields"), already translated. */
  message?: string | string[];
  /** Where that message goes: above the fields (a long form), or after them, above the button. */
  messagePlacement?: 'start' | 'end';
  /** A button beside the message (issue 16: "Reload" when someone else saved the record meanwhile). */
  messageAction?: ReactNode;
  /** Between the fields and the button (upload progress). */
  beforeSubmit?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every form of the portal: fields in a column, the form's message as an alert, the
 * submit button at the end; after a failed save the first error is brought into sight.
 */
export function FormFrame(props: FormFrameProps) {
  const { onSubmit, submitting, submitLabel, message, messagePlacement = 'start', messageAction, beforeSubmit, children } = props;
  const styles = useStyles();
  const { formRef, submit } = useFocusFirstError(onSubmit);
  const text = joinMessages(message);
  const alert = text && (
    // Focusable (not in the tab order) so a failed save can move focus here; role=alert is announced.
    <MessageBar intent="error" role="alert" aria-live="assertive" layout="multiline" tabIndex={-1}>
      <MessageBarBody>{text}</MessageBarBody>
      {messageAction && <MessageBarActions>{messageAction}</MessageBarActions>}
    </MessageBar>
  );
  return (
    // The portal's rules speak in the page's language; the browser's own checks are left out.
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      {messagePlacement === 'start' && alert}
      {children}
      {messagePlacement === 'end' && alert}
      {beforeSubmit}
      <div className={styles.footer}>
        <SubmitButton submitting={submitting}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
