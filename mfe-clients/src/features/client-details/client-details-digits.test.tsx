import { screen } from '@testing-library/react';
import { renderDetails } from '../../test/render-details';

/** The value shown under a label of the details' description lists. */
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

// Issue 15, defect 10: the client page showed age "34" where the request page showed "٣٤".
test('in Arabic the client page writes age and dates by the one rule, identifiers in Latin digits', async () => {
  renderDetails({}, 'ar');
  await screen.findByRole('heading', { level: 1, name: 'منى أحمد' });
  expect(valueOf('السن')).toBe('٣٦');
  expect(valueOf('تاريخ الميلاد')).toBe('١ يناير ١٩٩٠');
  expect(valueOf('تاريخ إصدار البطاقة')).toBe('مارس ٢٠٢٢');
  expect(valueOf('الرقم القومي')).toBe('29001011234578');
});

test('in English the same values are written with Latin digits', async () => {
  renderDetails();
  await screen.findByRole('heading', { level: 1, name: 'منى أحمد' });
  expect(valueOf('Age')).toBe('36');
  expect(valueOf('Birth date')).toBe('1 Jan 1990');
  expect(valueOf('ID issuance date')).toBe('Mar 2022');
});
