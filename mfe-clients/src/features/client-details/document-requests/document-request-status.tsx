import { Badge, type BadgeProps } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import type { DocumentRequestStatus } from '@back-office/shared/contract/enums';

/** Open waits on the applicant, answered is done, withdrawn is set aside: colour and words, never colour alone. */
const COLOURS: Record<DocumentRequestStatus, BadgeProps['color']> = {
  open: 'warning',
  answered: 'success',
  cancelled: 'subtle',
};

/** Issue 19: a document request's status as a chip, in the user's language. */
export function DocumentRequestStatusChip({ status }: { status: DocumentRequestStatus }) {
  const { t } = useTranslation('clients');
  return (
    <Badge appearance="tint" color={COLOURS[status]}>
      {t(`details.documentRequests.statuses.${status}`)}
    </Badge>
  );
}
