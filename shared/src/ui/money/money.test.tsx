import { screen } from '@testing-library/react';
import { renderUi } from '../../testing/render-ui';
import { Money } from './money';
import { formatMoney } from '@back-office/shared';

test.each(['ar', 'en'] as const)('formats EGP in %s', (language) => {
  const { container } = renderUi(<Money value="1234.50" />, { language });
  expect(container.textContent).toBe(formatMoney('1234.50', language));
});

test('English shows the currency code and the piastres', () => {
  renderUi(<Money value="1234.5" />);
  expect(screen.getByText(/EGP/)).toHaveTextContent('1,234.50');
});
