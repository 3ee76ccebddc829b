import { act, waitFor, within } from '@testing-library/react';
import { mockRoutes } from '@back-office/shared/testing';
import { publicRoutes } from '../test/public-routes';
import { mount } from './mount';

const API = 'https://portal.example/api';
const unmounts: Array<() => void> = [];

function mountDetached(lang: 'ar' | 'en') {
  const element = document.createElement('div');
  act(() => {
    unmounts.push(mount(element, { apiBase: API, lang, theme: 'dark' }));
  });
  return element;
}

beforeEach(() => {
  document.title = 'Nile Electronics';
  // What the host site keeps for itself: never sent to our API, never overwritten.
  localStorage.setItem('accessToken', 'host-site-token');
  localStorage.setItem('userId', '7');
  localStorage.setItem('language', 'fr');
});

afterEach(() => {
  act(() => unmounts.splice(0).forEach((unmount) => unmount()));
  localStorage.clear();
});

it('renders the form into a detached element with its own providers, calling the absolute API', async () => {
  const { requests } = mockRoutes(publicRoutes);
  const element = mountDetached('en');
  const form = within(element);
  expect(await form.findByRole('heading', { level: 2 })).toHaveTextContent('Open your account');
  expect(await form.findByRole('checkbox', { name: /Egypt's Personal Data Protection Law/ })).not.toBeChecked();
  const [metaRequest] = requests;
  expect(metaRequest!.url).toBe(`${API}/client-self-create-meta`);
  expect(metaRequest!.headers.get('Authorization')).toBeNull();
  expect(metaRequest!.headers.get('Accept-Language')).toBe('en');
  expect(localStorage.getItem('language')).toBe('fr');
  expect(document.title).toBe('Nile Electronics');
});

it.each([
  ['ar', 'rtl', 'افتح حسابك'],
  ['en', 'ltr', 'Open your account'],
] as const)('follows the language for text and direction (%s)', async (lang, dir, title) => {
  mockRoutes(publicRoutes);
  const element = mountDetached(lang);
  expect(await within(element).findByRole('heading', { level: 2 })).toHaveTextContent(title);
  expect(element).toHaveAttribute('lang', lang);
  expect(element).toHaveAttribute('dir', dir);
  expect(element.querySelector('.fui-FluentProvider')).toHaveAttribute('dir', dir);
});

it('keeps two forms in two languages apart on one page', async () => {
  mockRoutes(publicRoutes);
  const arabic = mountDetached('ar');
  const english = mountDetached('en');
  expect(await within(arabic).findByRole('heading')).toHaveTextContent('افتح حسابك');
  expect(await within(english).findByRole('heading')).toHaveTextContent('Open your account');
});

it('unmount removes the form and gives the element back as it was', async () => {
  mockRoutes(publicRoutes);
  const element = document.createElement('div');
  element.setAttribute('dir', 'ltr');
  let unmount = () => undefined as void;
  act(() => {
    unmount = mount(element, { apiBase: API, lang: 'ar' });
  });
  await within(element).findByRole('heading', { name: 'افتح حسابك' });
  expect(element).toHaveAttribute('dir', 'rtl');
  act(() => unmount());
  await waitFor(() => expect(element).toBeEmptyDOMElement());
  expect(element).toHaveAttribute('dir', 'ltr');
  expect(element).not.toHaveAttribute('lang');
});
