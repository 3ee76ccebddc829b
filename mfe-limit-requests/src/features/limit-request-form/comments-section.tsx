import { makeStyles, tokens } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@back-office/shared/ui';
import type { LimitRequestComment } from '@back-office/shared/contract';
import { ExistingComments } from './existing-comments';
import { NewComments } from './new-comments';

const useStyles = makeStyles({ column: { gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/** SPEC §2 edit: the saved comments stay as they are; new ones go with the update. */
export function CommentsSection({ comments }: { comments: LimitRequestComment[] }) {
  const { t } = useTranslation('limitRequests');
  const styles = useStyles();
  return (
    <FormSection title={t('form.sections.comments')}>
      <div className={styles.column}>
        <ExistingComments comments={comments} />
        <NewComments />
      </div>
    </FormSection>
  );
}
