import type { ReactNode } from 'react';
import { Button, Spinner } from '@back-office/shared/fluent-core';

export interface SubmitButtonProps {
  submitting?: boolean;
  /** Also off for reasons other than a submission in flight (e.g. a finished flow). */
  disabled?: boolean;
  children: ReactNode;
}

/** A form's primary button: off and spinning while the form is being sent, so it is sent once. */
export function SubmitButton({ submitting = false, disabled = false, children }: SubmitButtonProps) {
  return (
    <Button type="submit" appearance="primary" disabled={submitting || disabled} icon={submitting ? <Spinner size="tiny" /> : undefined}>
      {children}
    </Button>
  );
}
