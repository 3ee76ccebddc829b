import { Badge } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { requestStatusColour } from './request-status-colour';

/** A request status as a coloured chip; a status the portal has no text for shows as sent. */
export function RequestStatusChip({ status }: { status: string }) {
  const { t } = useTranslation('limitRequests');
  return (
    <Badge appearance="tint" color={requestStatusColour(status)}>
      {t(`statuses.request.${status}`, { defaultValue: status })}
    </Badge>
  );
}
