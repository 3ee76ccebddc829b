import type { ReactNode } from 'react';
import { Button, Spinner, makeStyles, tokens } from '@back-office/shared/fluent-core';

/*
 * Issue 15 defect 9: cancel and reject undo a person's work, so their confirm button is drawn in
 * the danger colour. The status tokens keep the same red in the light and dark themes, and white
 * on it passes WCAG AA contrast in both.
 */
const useStyles = makeStyles({
  danger: {
    backgroundColor: tokens.colorStatusDangerBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    ':hover': { backgroundColor: tokens.colorStatusDangerBackground3Hover, color: tokens.colorNeutralForegroundOnBrand },
    ':hover:active': { backgroundColor: tokens.colorStatusDangerBackground3Pressed, color: tokens.colorNeutralForegroundOnBrand },
  },
});

/** A dialog's primary button for an action that cannot be taken back: sent once, then off while in flight. */
export function DestructiveSubmitButton({ submitting = false, children }: { submitting?: boolean; children: ReactNode }) {
  const styles = useStyles();
  return (
    <Button
      type="submit"
      appearance="primary"
      className={submitting ? undefined : styles.danger}
      disabled={submitting}
      icon={submitting ? <Spinner size="tiny" /> : undefined}
    >
      {children}
    </Button>
  );
}
