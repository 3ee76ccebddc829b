import { Badge } from '@back-office/shared/fluent-extra';
import { statusColour } from './status-colour';
import { useStatusLabel } from './use-status-label';

export interface StatusChipProps {
  status: string;
  /** The server's label, used when the portal has no text of its own for this status. */
  label?: string;
}

/** A status as a coloured chip, in the user's language. */
export function StatusChip({ status, label }: StatusChipProps) {
  const statusLabel = useStatusLabel();
  return (
    <Badge appearance="tint" color={statusColour(status)}>
      {statusLabel(status, label)}
    </Badge>
  );
}
