import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderClientForm, validValues } from './client-form-fixture';
import type { ClientUniquenessChecker } from './uniqueness';

const TAKEN_ID = '29001011234578';
const TAKEN_MOBILE = '01099999999';

function checker() {
  return jest.fn<ReturnType<ClientUniquenessChecker>, Parameters<ClientUniquenessChecker>>((field, value) =>
    Promise.resolve(
      field === 'national_id' && value === TAKEN_ID
        ? 'This national ID belongs to another client'
        : field !== 'national_id' && value === TAKEN_MOBILE
          ? 'This mobile number belongs to another client'
          : undefined,
    ),
  );
}

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });

test('a national ID already registered is reported when the field is left, not only at Save (issue 15)', async () => {
  const check = checker();
  const { submitted } = renderClientForm({ initialValues: { ...validValues, national_id: '' }, checkUniqueness: check });
  const nationalId = textbox(/National ID/);
  await userEvent.type(nationalId, TAKEN_ID);
  expect(check).not.toHaveBeenCalled();
  await userEvent.tab();
  expect(await screen.findByText('This national ID belongs to another client')).toBeInTheDocument();
  expect(check).toHaveBeenCalledWith('national_id', TAKEN_ID);
  expect(nationalId).toHaveAttribute('aria-invalid', 'true');

  // Save does not send a value already found taken; focus goes back to it.
  await userEvent.click(screen.getByRole('button', { name: 'Save client' }));
  expect(submitted).not.toHaveBeenCalled();
  expect(nationalId).toHaveFocus();

  // Another value clears the message at once; a free one is asked about and stays clear.
  await userEvent.clear(nationalId);
  await userEvent.type(nationalId, '29001011234586');
  expect(screen.queryByText('This national ID belongs to another client')).not.toBeInTheDocument();
  await userEvent.tab();
  expect(check).toHaveBeenLastCalledWith('national_id', '29001011234586');
  expect(screen.queryByText('This national ID belongs to another client')).not.toBeInTheDocument();
});

test('both mobile numbers are checked; a value the rules refuse is not asked about', async () => {
  const check = checker();
  renderClientForm({ initialValues: { ...validValues, second_mobile_number: '' }, checkUniqueness: check });
  const second = textbox(/Second mobile number/);
  await userEvent.type(second, '0131');
  await userEvent.tab();
  expect(screen.getByText(/Second mobile must start with 01/)).toBeInTheDocument();
  expect(check).not.toHaveBeenCalled();

  await userEvent.clear(second);
  await userEvent.type(second, TAKEN_MOBILE);
  await userEvent.tab();
  expect(await screen.findByText('This mobile number belongs to another client')).toBeInTheDocument();
  expect(check).toHaveBeenCalledWith('second_mobile_number', TAKEN_MOBILE);
});

test("an edit form does not ask about the client's own unchanged values; a failed check says nothing", async () => {
  const check = jest.fn<ReturnType<ClientUniquenessChecker>, Parameters<ClientUniquenessChecker>>(() =>
    Promise.reject(new Error('offline')),
  );
  renderClientForm({ mode: 'edit', initialValues: validValues, checkUniqueness: check });
  const mobile = textbox(/^Mobile number/);
  await userEvent.click(mobile);
  await userEvent.tab();
  expect(check).not.toHaveBeenCalled();

  await userEvent.clear(mobile);
  await userEvent.type(mobile, '01112345678');
  await userEvent.tab();
  expect(check).toHaveBeenCalledWith('prime_mobile_number', '01112345678');
  // Let the refused check settle before looking: it leaves the field as it was.
  await act(() => check.mock.results[0]!.value.catch(() => undefined));
  expect(mobile).not.toHaveAttribute('aria-invalid', 'true');
});
