import { makeStyles, tokens, Caption1, Text } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, selectLanguage, useAppSelector } from '@back-office/shared';
import type { LimitRequestComment } from '@back-office/shared/contract';

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', flexDirection: 'column' },
});

/** Comments already saved with the request: fixed, shown with who wrote them and when. */
export function ExistingComments({ comments }: { comments: LimitRequestComment[] }) {
  const { t } = useTranslation('limitRequests');
  const styles = useStyles();
  const language = useAppSelector(selectLanguage);
  if (comments.length === 0) return <Text>{t('form.comments.none')}</Text>;
  return (
    <ul className={styles.list} aria-label={t('form.comments.saved')}>
      {comments.map((comment) => (
        <li key={comment.id} className={styles.item}>
          <Text>{comment.comment}</Text>
          <Caption1>
            {t('form.comments.byline', {
              creator: comment.creator ?? t('form.comments.unknownCreator'),
              date: formatDateTime(comment.created_from, language),
            })}
          </Caption1>
        </li>
      ))}
    </ul>
  );
}
