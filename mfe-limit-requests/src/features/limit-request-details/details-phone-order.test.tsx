import { screen } from '@testing-library/react';
import { renderDetails } from '../../test/render-details';

function phoneScreen(isPhone: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: isPhone && query === '(max-width: 640px)',
        media: query,
        addEventListener: jest.fn(),
        removeEventListener: jest.fn(),
      }) as unknown as MediaQueryList,
  );
}
afterEach(() => jest.restoreAllMocks());

/** The details' section titles in document (reading) order. */
async function sectionOrder(): Promise<string[]> {
  await screen.findByRole('region', { name: 'Request information' });
  const order = screen
    .getAllByRole('region')
    .map((region) => region.getAttribute('aria-label') ?? region.querySelector('h2')?.textContent ?? '');
  expect(order).toEqual(expect.arrayContaining(['Request information', 'Client information']));
  return order;
}

test('issue 15: on a phone the request (status, amounts) comes before the client card, after the actions', async () => {
  phoneScreen(true);
  renderDetails();
  const order = await sectionOrder();
  expect(order.indexOf('Request information')).toBeLessThan(order.indexOf('Client information'));
  const actions = screen.getByRole('button', { name: 'More actions' });
  const request = screen.getByRole('region', { name: 'Request information' });
  expect(actions.compareDocumentPosition(request) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('issue 15: on a wide screen the client card keeps its place first', async () => {
  phoneScreen(false);
  renderDetails();
  const order = await sectionOrder();
  expect(order.indexOf('Client information')).toBeLessThan(order.indexOf('Request information'));
});
