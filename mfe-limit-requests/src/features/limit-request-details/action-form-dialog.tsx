import type { ReactNode } from 'react';
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@back-office/shared/fluent-core';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@back-office/shared/fluent-extra';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useTranslateRules } from '@back-office/shared';
import type { FieldErrors } from '@back-office/shared/rules';
import { SubmitButton } from '@back-office/shared/ui';
import type { AvailableAction, LimitRequestDetail } from '@back-office/shared/contract';
import type { PerformActionArgs } from '../../api/limit-requests-api';
import { DestructiveSubmitButton } from './destructive-submit-button';
import { useFocusFirstControl } from './use-focus-first-control';
import { useRunAction } from './use-run-action';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface ActionFormDialogProps<V> {
  request: LimitRequestDetail;
  action: AvailableAction;
  onClose: () => void;
  /** Rule keys (namespace `rules`) per field, checked before anything is sent. */
  rules?: (values: V) => FieldErrors;
  /** No body (or undefined) runs the action as it is. */
  toBody?: (values: V) => PerformActionArgs['body'];
  /** The server's field name → this dialog's field, for errors the server finds. */
  serverFields?: Record<string, string>;
  /** The dialog's title and its primary button; the action's name when absent. */
  title?: string;
  /** An action that cannot be taken back (reject, cancel): its button is drawn in the danger colour. */
  destructive?: boolean;
  /** The question and the fields the action needs. */
  children: ReactNode;
}

/** One action as a dialog: what it needs, then cancel or run; a refusal is shown inside it. */
export function ActionFormDialog<V extends object>({
  request,
  action,
  onClose,
  rules,
  toBody,
  serverFields,
  title = action.name,
  destructive = false,
  children,
}: ActionFormDialogProps<V>) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const translateRules = useTranslateRules();
  const run = useRunAction(request, action, onClose);
  const formRef = useFocusFirstControl<HTMLFormElement>();
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <Form<V>
          onSubmit={(values) => run(toBody?.(values), serverFields)}
          validate={(values) => (rules ? translateRules(rules(values)) : {})}
        >
          {({ handleSubmit, submitting, submitError }) => (
            <form ref={formRef} onSubmit={handleSubmit} noValidate>
              <DialogBody>
                <DialogTitle>{title}</DialogTitle>
                <DialogContent className={styles.content}>
                  {submitError && (
                    <MessageBar intent="error" role="alert" layout="multiline">
                      <MessageBarBody>{submitError}</MessageBarBody>
                    </MessageBar>
                  )}
                  {children}
                </DialogContent>
                <DialogActions>
                  {/* Not "Cancel": that is also the name of an action, and the two buttons must differ. */}
                  <Button onClick={onClose}>{t('actions.dismiss')}</Button>
                  {destructive ? (
                    <DestructiveSubmitButton submitting={submitting}>{title}</DestructiveSubmitButton>
                  ) : (
                    <SubmitButton submitting={submitting}>{title}</SubmitButton>
                  )}
                </DialogActions>
              </DialogBody>
            </form>
          )}
        </Form>
      </DialogSurface>
    </Dialog>
  );
}
