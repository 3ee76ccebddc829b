import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseMona } from '../../test/fill-limit-request';
import { requestsTo } from '@back-office/shared/testing';
import { renderFormPage } from '../../test/render-form-page';

const select = (name: string) => screen.getByRole('combobox', { name });
const optionNames = (name: string) =>
  within(select(name))
    .getAllByRole('option')
    .map((option) => option.textContent);

test('a merchant loads its branches and the first is chosen; another merchant resets product and branch', async () => {
  const { fetchMock } = renderFormPage();
  await chooseMona();
  expect(select('Merchant branch')).toBeDisabled();
  expect(select('Product')).toBeDisabled();

  await userEvent.selectOptions(select('Merchant'), 'B.TECH');
  await waitFor(() => expect(select('Merchant branch')).toHaveDisplayValue('Nasr City branch'));
  expect(requestsTo(fetchMock, 'GET /api/merchants/3/branches')).toHaveLength(1);
  expect(optionNames('Merchant branch')).toEqual(['Select…', 'Nasr City branch', 'Maadi branch']);
  await userEvent.selectOptions(select('Merchant branch'), 'Maadi branch');
  await userEvent.selectOptions(select('Product'), 'Laptops');

  await userEvent.selectOptions(select('Merchant'), 'Raya');
  await waitFor(() => expect(select('Merchant branch')).toHaveDisplayValue('Dokki branch'));
  expect(select('Product')).toHaveDisplayValue('Select…');
});

test('products are only those of the chosen merchant', async () => {
  renderFormPage();
  await chooseMona();
  await userEvent.selectOptions(select('Merchant'), 'B.TECH');
  expect(optionNames('Product')).toEqual(['Select…', 'Mobile phones', 'Laptops']);
  await userEvent.selectOptions(select('Merchant'), 'Raya');
  expect(optionNames('Product')).toEqual(['Select…', 'Fridges']);
});

test('branches that cannot load say so and can be asked for again', async () => {
  renderFormPage({ routes: { 'GET /api/merchants/3/branches': { status: 500, body: null } } });
  await chooseMona();
  await userEvent.selectOptions(select('Merchant'), 'B.TECH');
  expect(await screen.findByText('Error fetching merchant branches')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('the approved limit is fixed at 0.00 and tenure explains itself', async () => {
  renderFormPage();
  await chooseMona();
  const approved = screen.getByRole('textbox', { name: 'Approved limit (EGP)' });
  expect(approved).toHaveValue('0.00');
  expect(approved).toBeDisabled();

  await userEvent.click(screen.getByRole('button', { name: /About tenure/ }));
  expect(await screen.findByText(/number of monthly instalments/)).toBeInTheDocument();
});
