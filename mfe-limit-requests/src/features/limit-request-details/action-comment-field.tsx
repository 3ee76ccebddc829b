import { useTranslation } from 'react-i18next';
import { TextareaField } from '@back-office/shared/ui';

/** Issue 15: the longest note the API keeps (CommentText in the contract). */
export const COMMENT_MAX_LENGTH = 2000;

/** The optional note an approve or a reject carries into the activity log (issue 15). */
export function ActionCommentField() {
  const { t } = useTranslation('limitRequests');
  return (
    <TextareaField
      name="comment"
      label={t('details.actions.comment')}
      hint={t('details.actions.commentHint')}
      maxLength={COMMENT_MAX_LENGTH}
      resize="vertical"
    />
  );
}

/** The note as the body carries it: trimmed, left out when blank. */
export function commentPart(comment = ''): { comment?: string } {
  const text = comment.trim();
  return text ? { comment: text } : {};
}
