import { Button, MessageBar, MessageBarBody, Text, makeStyles, tokens } from '@back-office/shared/fluent-core';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@back-office/shared/fluent-extra';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useTranslateRules } from '@back-office/shared';
import { MAX_LENGTH } from '@back-office/shared/rules';
import { SelectField, SubmitButton, TextareaField } from '@back-office/shared/ui';
import type { NamedItem } from '@back-office/shared';
import { documentRequestRules, type DocumentRequestValues } from './document-request-rules';
import { useAskDocument } from './use-ask-document';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface AskDocumentDialogProps {
  clientId: number;
  documentTypes: NamedItem[];
  reasons: NamedItem[];
  onClose: () => void;
}

/**
 * Issue 19: which document, why (the admin's list of reasons) and an optional note, then Send.
 * Mount it only while open: a mounted Fluent dialog adds focusable aria-hidden sentinels to <body>.
 */
export function AskDocumentDialog({ clientId, documentTypes, reasons, onClose }: AskDocumentDialogProps) {
  const { t } = useTranslation('clients');
  const styles = useStyles();
  const translateRules = useTranslateRules();
  const ask = useAskDocument(clientId, onClose);
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <Form<DocumentRequestValues> onSubmit={ask} validate={(values) => translateRules(documentRequestRules(values))}>
          {({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={handleSubmit} noValidate>
              <DialogBody>
                <DialogTitle>{t('details.documentRequests.dialog.title')}</DialogTitle>
                <DialogContent className={styles.content}>
                  <Text>{t('details.documentRequests.dialog.intro')}</Text>
                  {submitError && (
                    <MessageBar intent="error" role="alert" layout="multiline">
                      <MessageBarBody>{submitError}</MessageBarBody>
                    </MessageBar>
                  )}
                  <SelectField
                    name="document_type_id"
                    label={t('details.documentRequests.dialog.documentType')}
                    options={documentTypes}
                    required
                  />
                  <SelectField name="reason_id" label={t('details.documentRequests.dialog.reason')} options={reasons} required />
                  <TextareaField
                    name="note"
                    label={t('details.documentRequests.dialog.note')}
                    hint={t('details.documentRequests.dialog.noteHint', { max: MAX_LENGTH.comment })}
                    maxLength={MAX_LENGTH.comment}
                    resize="vertical"
                  />
                </DialogContent>
                <DialogActions>
                  <Button onClick={onClose}>{t('actions.cancel', { ns: 'common' })}</Button>
                  <SubmitButton submitting={submitting}>{t('details.documentRequests.dialog.send')}</SubmitButton>
                </DialogActions>
              </DialogBody>
            </form>
          )}
        </Form>
      </DialogSurface>
    </Dialog>
  );
}
