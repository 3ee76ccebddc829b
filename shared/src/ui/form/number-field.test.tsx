import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderForm } from '../test/render-form';
import { NumberField } from './number-field';
import { isNumericText, toLatinDigits } from './numeric-text';

test('Arabic digits and decimal mark become Latin', () => {
  expect(toLatinDigits('١٢٫٥٠')).toBe('12.50');
  expect(toLatinDigits('۳۶')).toBe('36');
});

test.each([
  ['12.5', true, true],
  ['12.', true, true],
  ['12.5', false, false],
  ['1e5', true, false],
  ['-3', true, false],
  ['', false, true],
])('%s with decimals %s is numeric: %s', (text, decimals, expected) => {
  expect(isNumericText(text, decimals)).toBe(expected);
});

test('keeps a numeric string and ignores other keys', async () => {
  const { submitted } = renderForm(<NumberField name="requested_limit" label="Requested limit" />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Requested limit' }), '1a5٠0.5x');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(submitted).toHaveBeenCalledWith({ requested_limit: '1500.5' });
});

test('whole numbers only when decimals are not allowed', async () => {
  const { submitted } = renderForm(<NumberField name="tenure" label="Tenure" allowDecimals={false} />);
  const input = screen.getByRole('textbox', { name: 'Tenure' });
  expect(input).toHaveAttribute('inputmode', 'numeric');
  await userEvent.type(input, '12.5');
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
  expect(submitted).toHaveBeenCalledWith({ tenure: '125' });
});
