import { screen } from '@testing-library/react';
import { renderUi } from '../../testing/render-ui';
import { StatusChip } from './status-chip';
import { statusColour } from './status-colour';

test.each([
  ['active', 'success'],
  ['approved', 'success'],
  ['Inactive', 'danger'],
  ['rejected', 'danger'],
  ['pending', 'warning'],
  ['closed', 'informative'],
  ['anything', 'informative'],
])('%s is shown in %s colours', (status, colour) => {
  expect(statusColour(status)).toBe(colour);
});

test('labels come from the common texts in the current language', () => {
  renderUi(
    <>
      <StatusChip status="active" />
      <StatusChip status="Pending" />
    </>,
    { language: 'ar' },
  );
  expect(screen.getByText('نشط')).toBeInTheDocument();
  expect(screen.getByText('قيد المراجعة')).toBeInTheDocument();
});

test('an unknown status shows the server label, else the raw value', () => {
  renderUi(
    <>
      <StatusChip status="under_review" label="Under review" />
      <StatusChip status="archived" />
    </>,
  );
  expect(screen.getByText('Under review')).toBeInTheDocument();
  expect(screen.getByText('archived')).toBeInTheDocument();
});
