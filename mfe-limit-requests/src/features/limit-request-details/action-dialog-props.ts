import type { AvailableAction, LimitRequestShowData } from '@back-office/shared/contract';

/** What every action's dialog is given: the page's data, the chosen action and a way out. */
export interface ActionDialogProps {
  data: LimitRequestShowData;
  action: AvailableAction;
  onClose: () => void;
}
