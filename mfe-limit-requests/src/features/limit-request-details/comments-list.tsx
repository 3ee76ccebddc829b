import { makeStyles, tokens, Text } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, selectLanguage, useAppSelector } from '@back-office/shared';
import { DetailsCard } from '@back-office/shared/ui';
import type { LimitRequestDetail } from '@back-office/shared/contract';
import { AddCommentForm } from './add-comment-form';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, listStyleType: 'none', margin: 0, padding: 0 },
  item: {
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderInlineStartWidth: tokens.strokeWidthThick,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorBrandStroke1,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  text: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: tokens.colorNeutralForeground1 },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/**
 * What staff wrote about the request, oldest first, each with who wrote it and when (date and
 * time, issue 15); below them, the box to add one when the server allows it (`can_comment`).
 */
export function CommentsList({ request }: { request: LimitRequestDetail }) {
  const { comments } = request;
  const { t } = useTranslation('limitRequests');
  const styles = useStyles();
  const language = useAppSelector(selectLanguage);
  return (
    <DetailsCard title={t('details.comments.title')}>
      {comments.length === 0 ? (
        <Text>{t('details.comments.none')}</Text>
      ) : (
        <ul className={styles.list}>
          {comments.map((comment) => (
            <li key={comment.id} className={styles.item}>
              <p className={styles.text}>{comment.comment}</p>
              <Text className={styles.meta}>
                {t('details.comments.by', {
                  creator: comment.creator ?? t('details.comments.unknownCreator'),
                  date: formatDateTime(comment.created_from, language),
                })}
              </Text>
            </li>
          ))}
        </ul>
      )}
      {request.can_comment && <AddCommentForm requestId={request.id} />}
    </DetailsCard>
  );
}
