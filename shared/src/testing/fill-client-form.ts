import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Typing letter by letter adds nothing here and is slow; the field sees one change. */
function enter(element: HTMLElement, value: string) {
  fireEvent.change(element, { target: { value } });
}

async function chooseAddress(section: string, address: string) {
  const group = within(screen.getByRole('group', { name: section }));
  await userEvent.selectOptions(group.getByRole('combobox', { name: /^Governorate/ }), 'Cairo');
  await userEvent.selectOptions(
    await group.findByRole('combobox', { name: /^City/ }),
    await group.findByRole('option', { name: 'Nasr City' }),
  );
  await userEvent.selectOptions(group.getByRole('combobox', { name: /^Area/ }), await group.findByRole('option', { name: 'Zone 1' }));
  enter(group.getByRole('textbox', { name: /^Address/ }), address);
}

/** Types a client every rule accepts into the English client form (create or self); consent is left to the test. */
export async function fillClientForm() {
  enter(screen.getByRole('textbox', { name: /Client name/ }), 'منى أحمد');
  enter(screen.getByRole('textbox', { name: /National ID/ }), '29001011234578');
  enter(screen.getByLabelText(/ID issuance date/), '2022-03');
  enter(screen.getByRole('textbox', { name: /^Mobile number/ }), '01012345678');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Employment type/ }), 'Employee');
  enter(screen.getByRole('textbox', { name: /Job title/ }), 'محاسبة');
  enter(screen.getByRole('textbox', { name: /Monthly income/ }), '15000');
  await chooseAddress('National ID address', 'شارع النصر');
  await chooseAddress('Current home address', 'شارع التحرير');
  await chooseAddress('Company info', 'شارع الهرم');
  enter(screen.getByRole('textbox', { name: /Company name/ }), 'شركة النيل');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /Company sector/ }), 'Banking');
}
