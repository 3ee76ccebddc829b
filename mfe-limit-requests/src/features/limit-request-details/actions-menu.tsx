import { useState } from 'react';
import { Menu, MenuButton, MenuItem, MenuList, MenuPopover, MenuTrigger, MoreHorizontalRegular } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import type { AvailableAction, LimitRequestShowData } from '@back-office/shared/contract';
import { ActionDialog } from './action-dialog';

/** The server's available actions for this user and request; choosing one opens its dialog. */
export function ActionsMenu({ data }: { data: LimitRequestShowData }) {
  const { t } = useTranslation('limitRequests');
  const [chosen, setChosen] = useState<AvailableAction>();
  const actions = data.limit_request.available_actions;
  if (actions.length === 0) return null;
  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <MenuButton appearance="primary" icon={<MoreHorizontalRegular />}>
            {t('details.actions.moreActions')}
          </MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {actions.map((action) => (
              <MenuItem key={action.id} onClick={() => setChosen(action)}>
                {action.name}
              </MenuItem>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
      {chosen && <ActionDialog data={data} action={chosen} onClose={() => setChosen(undefined)} />}
    </>
  );
}
