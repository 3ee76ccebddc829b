import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Waits for the page to settle (its last section shown), then picks an action from the menu
 * and returns its dialog; clicking earlier can land on a re-render in a loaded jsdom.
 */
export async function openAction(user: UserEvent, actionName: string, menuName = 'More actions'): Promise<HTMLElement> {
  await screen.findByRole('list', { name: /Activity log|سجل النشاط/ });
  await user.click(screen.getByRole('button', { name: menuName }));
  await user.click(await screen.findByRole('menuitem', { name: actionName }));
  return screen.findByRole('dialog', { name: actionName });
}
