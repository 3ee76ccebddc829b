import type { QueueSla } from '@back-office/shared/contract';
import { Badge } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';

const COLOURS = { within: 'success', near: 'warning', breached: 'danger' } as const;

/** Issue 18: where a row stands against its stage's SLA, in words as well as colour; nothing when unmeasured. */
export function SlaBadge({ sla }: { sla: QueueSla | null }) {
  const { t } = useTranslation('reviewQueue');
  if (!sla) return null;
  return (
    <Badge appearance="tint" color={COLOURS[sla.state]}>
      {t(`sla.${sla.state}`)}
    </Badge>
  );
}
