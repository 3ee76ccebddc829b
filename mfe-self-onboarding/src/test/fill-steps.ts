import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

export async function fillIdentity() {
  await userEvent.type(await screen.findByRole('textbox', { name: /Your full name/ }), 'منى أحمد');
  await userEvent.type(screen.getByRole('textbox', { name: /Your national ID number/ }), '29001011234578');
  await userEvent.type(screen.getByLabelText(/When your ID card was issued/), '2022-03');
  await userEvent.type(screen.getByRole('textbox', { name: /Your mobile number/ }), '01012345678');
}

export async function chooseAddress(group: string, street: string) {
  const fieldset = screen.getByRole('group', { name: group });
  const { getByRole, findByRole } = within(fieldset);
  await userEvent.selectOptions(getByRole('combobox', { name: /Governorate/ }), 'Cairo');
  await userEvent.selectOptions(getByRole('combobox', { name: /City/ }), await findByRole('option', { name: 'Nasr City' }));
  await userEvent.selectOptions(getByRole('combobox', { name: /Area/ }), await findByRole('option', { name: 'Zone 1' }));
  await userEvent.type(getByRole('textbox', { name: /Street and building/ }), street);
}

export async function fillAddress() {
  await chooseAddress('The address on your ID card', 'شارع النصر ١٠');
  await userEvent.click(screen.getByRole('checkbox', { name: 'I live at the address on my ID card' }));
}

export async function fillWork() {
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: /How you work/ }), 'Employee');
  await userEvent.type(screen.getByRole('textbox', { name: /The company you work for/ }), 'Nile Co');
  await userEvent.type(screen.getByRole('textbox', { name: /Your job title/ }), 'محاسب');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: /sector/ }), 'Banking');
  await userEvent.type(screen.getByRole('textbox', { name: /Your monthly income/ }), '12000');
  await chooseAddress('Where you work', 'شارع التحرير ٥');
}

export async function fillPhotos() {
  for (const name of ['Front of your ID card', 'Back of your ID card', 'A photo of your face']) {
    const group = screen.getByRole('group', { name });
    const input = group.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File(['x'], `${name}.png`, { type: 'image/png' }));
    await screen.findByRole('img', { name: `Preview: ${name}` });
  }
}

/** Every step as an applicant fills it, to the review. */
export async function fillToReview() {
  await fillIdentity();
  await next();
  await screen.findByRole('heading', { name: 'Where you live' });
  await fillAddress();
  await next();
  await screen.findByRole('heading', { name: 'Work and income' });
  await fillWork();
  await next();
  await screen.findByRole('heading', { name: 'Your ID photos' });
  await fillPhotos();
  await next();
  await screen.findByRole('heading', { name: 'Review and send' });
}
