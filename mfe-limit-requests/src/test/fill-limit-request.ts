import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const field = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });

/** Typing letter by letter adds nothing here and is slow; the field sees one change. */
export function enter(name: string, value: string) {
  fireEvent.change(field(name), { target: { value } });
}

/** Searches the English picker for Mona and chooses her; resolves once her form data is in. */
export async function chooseMona() {
  await userEvent.type(await screen.findByRole('combobox', { name: 'Client' }), 'منى');
  await userEvent.click(await screen.findByRole('option', { name: /منى أحمد/ }));
  await screen.findByDisplayValue('LR-000123');
}

/** Picks B.TECH and waits until its first branch is chosen for the user. */
export async function chooseMerchant() {
  await userEvent.selectOptions(select('Merchant'), 'B.TECH');
  await screen.findByDisplayValue('Nasr City branch');
}

/** Fills every field a rule checks with an accepted value (English form, client chosen). */
export async function fillValidRequest() {
  await chooseMerchant();
  await userEvent.selectOptions(select('Product'), 'Laptops');
  enter('Tenure (months)', '12');
  enter('Requested limit (EGP)', '25000.50');
  enter('Relative name', 'محمود علي');
  enter('Relative mobile number', '01112345678');
  await userEvent.selectOptions(select('Relationship'), 'Father');
}
