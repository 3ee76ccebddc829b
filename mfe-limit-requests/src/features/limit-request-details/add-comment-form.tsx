import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Field, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@back-office/shared/fluent-core';
import { Textarea } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { errorMessage, useIdempotencyKey, keyRefused } from '@back-office/shared';
import { useNotify } from '@back-office/shared/ui';
import { useAddLimitRequestCommentMutation } from '../../api/limit-request-comments-api';
import { COMMENT_MAX_LENGTH } from './action-comment-field';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginBlockStart: tokens.spacingVerticalM },
  submit: { alignSelf: 'flex-start' },
});

/**
 * Issue 15: risk reviewers comment on a request under review without editing it. Ctrl+Enter or
 * the button sends (plain Enter starts a new line); a refusal stays here with what was typed.
 * Issue 20: sending again after a failure reuses the comment's Idempotency-Key, so it is posted once.
 */
export function AddCommentForm({ requestId }: { requestId: number }) {
  const { t } = useTranslation('limitRequests');
  const styles = useStyles();
  const notify = useNotify();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [addComment, { isLoading }] = useAddLimitRequestCommentMutation();
  const { take, done } = useIdempotencyKey();
  const comment = text.trim();

  async function send() {
    if (!comment || isLoading) return;
    setError(undefined);
    const result = await addComment({ id: requestId, comment, idempotencyKey: take() });
    if ('error' in result && result.error) {
      // The key was used for a comment that did arrive and this one differs: the next send is a new comment.
      if (keyRefused(result.error)) done();
      setError(errorMessage(result.error, t('details.comments.add.error')));
      return;
    }
    done();
    setText('');
    notify.success(t('details.comments.add.added'));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {error && (
        <MessageBar intent="error" role="alert" layout="multiline">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      <Field label={t('details.comments.add.label')} hint={t('details.comments.add.hint')}>
        <Textarea
          value={text}
          onChange={(_event, data) => setText(data.value)}
          onKeyDown={onKeyDown}
          maxLength={COMMENT_MAX_LENGTH}
          resize="vertical"
        />
      </Field>
      <Button
        className={styles.submit}
        type="submit"
        appearance="primary"
        disabled={!comment || isLoading}
        icon={isLoading ? <Spinner size="tiny" /> : undefined}
      >
        {t('details.comments.add.submit')}
      </Button>
    </form>
  );
}
