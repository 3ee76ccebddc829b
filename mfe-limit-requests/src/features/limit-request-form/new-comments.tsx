import { useState, type KeyboardEvent } from 'react';
import { Button, Field, Input, makeStyles, tokens, Text } from '@back-office/shared/fluent-core';
import { DismissRegular, AddRegular } from '@back-office/shared/fluent-extra';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  entry: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1 },
  list: {
    margin: 0,
    paddingInlineStart: 0,
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** Comments written now: added with Enter or the button, removable until the request is saved. */
export function NewComments() {
  const { t } = useTranslation('limitRequests');
  const styles = useStyles();
  const { input } = useField<string[] | undefined>('comments', { subscription: { value: true } });
  const comments = input.value || [];
  const [draft, setDraft] = useState('');

  function add() {
    const comment = draft.trim();
    if (!comment) return;
    input.onChange([...comments, comment]);
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter adds the comment; it must not submit the whole form.
    event.preventDefault();
    add();
  }

  return (
    <>
      <div className={styles.entry}>
        <Field className={styles.grow} label={t('form.comments.new')}>
          <Input value={draft} onChange={(_event, data) => setDraft(data.value)} onKeyDown={onKeyDown} />
        </Field>
        <Button icon={<AddRegular />} onClick={add}>
          {t('form.comments.add')}
        </Button>
      </div>
      {comments.length > 0 && (
        <ul className={styles.list} aria-label={t('form.comments.pending')}>
          {comments.map((comment, index) => (
            <li key={`${index}-${comment}`} className={styles.item}>
              <Text>{comment}</Text>
              <Button
                appearance="subtle"
                size="small"
                icon={<DismissRegular />}
                aria-label={t('form.comments.remove', { number: index + 1 })}
                onClick={() => input.onChange(comments.filter((_, other) => other !== index))}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
