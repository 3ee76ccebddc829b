import { useTranslation } from 'react-i18next';
import { TextareaField } from '@back-office/shared/ui';

/** Issue 15: the longest note the API keeps (CommentText in the contract). */
export const COMMENT_MAX_LENGTH = 2000;

/**
 * The note an action carries into the activity log: optional on approve, reject and confirm (issue 15);
 * required when an approval is sent back (issue 16) or a request returned to its agent (issue 18,
 * `purpose="return"`: it tells the agent what to change).
 */
export function ActionCommentField({ required = false, purpose = 'sendBack' }: { required?: boolean; purpose?: 'sendBack' | 'return' }) {
  const { t } = useTranslation('limitRequests');
  return (
    <TextareaField
      name="comment"
      label={t(required ? `details.actions.${purpose}Comment` : 'details.actions.comment')}
      hint={t(required ? `details.actions.${purpose}Hint` : 'details.actions.commentHint')}
      required={required}
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
