import { act, waitFor, within } from '@testing-library/react';
import { mockRoutes } from '@back-office/shared/testing';
import { listRoutes } from '../test/applicant-routes';
import { mount } from './mount';

const API = 'https://portal.example/api';
const unmounts: Array<() => void> = [];

function mountDetached(lang: 'ar' | 'en', element = document.createElement('div')) {
  document.body.append(element);
  act(() => {
    unmounts.push(mount(element, { apiBase: API, lang, theme: 'dark' }));
  });
  return { element, form: within(element.shadowRoot as unknown as HTMLElement) };
}

beforeEach(() => {
  document.title = 'Nile Electronics';
  // What the host site keeps for itself: never sent to our API, never overwritten.
  localStorage.setItem('accessToken', 'host-site-token');
  localStorage.setItem('language', 'fr');
});

afterEach(() => {
  act(() => unmounts.splice(0).forEach((unmount) => unmount()));
  document.body.replaceChildren();
  localStorage.clear();
});

it('renders into a shadow root with its own styles, calling the absolute API with no credentials', async () => {
  const { requests } = mockRoutes(listRoutes);
  const { element, form } = mountDetached('en');
  expect(await form.findByRole('heading', { level: 2, name: 'Open your account' })).toBeInTheDocument();
  expect(await form.findByRole('textbox', { name: /Your full name/ })).toBeInTheDocument();
  // Issue 19: the styles are inside the shadow root, none in the page.
  expect(element.shadowRoot!.querySelector('style')!.textContent).toContain(':host{all:initial');
  expect(document.head.querySelector('style')).toBeNull();
  expect(element.shadowRoot!.querySelector('.so')).toHaveAttribute('data-theme', 'dark');
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
] as const)('sets lang and dir on the host and the app (%s)', async (lang, dir, title) => {
  mockRoutes(listRoutes);
  const { element, form } = mountDetached(lang);
  expect(await form.findByRole('heading', { level: 2 })).toHaveTextContent(title);
  expect(element).toHaveAttribute('lang', lang);
  expect(element).toHaveAttribute('dir', dir);
  expect(element.shadowRoot!.querySelector('.so')).toHaveAttribute('dir', dir);
});

it('switches language inside the app, host included', async () => {
  mockRoutes(listRoutes);
  const { element, form } = mountDetached('ar');
  await form.findByRole('heading', { name: 'افتح حسابك' });
  act(() => form.getByRole('button', { name: 'English' }).click());
  expect(await form.findByRole('heading', { level: 2, name: 'Open your account' })).toBeInTheDocument();
  expect(element).toHaveAttribute('lang', 'en');
  expect(element).toHaveAttribute('dir', 'ltr');
});

it('keeps two forms in two languages apart on one page', async () => {
  mockRoutes(listRoutes);
  const arabic = mountDetached('ar');
  const english = mountDetached('en');
  expect(await arabic.form.findByRole('heading', { level: 2 })).toHaveTextContent('افتح حسابك');
  expect(await english.form.findByRole('heading', { level: 2 })).toHaveTextContent('Open your account');
});

it('unmount removes the form and gives the element back as it was', async () => {
  mockRoutes(listRoutes);
  const element = document.createElement('div');
  element.setAttribute('dir', 'ltr');
  const { form } = mountDetached('ar', element);
  await form.findByRole('heading', { name: 'افتح حسابك' });
  expect(element).toHaveAttribute('dir', 'rtl');
  act(() => unmounts.pop()!());
  await waitFor(() => expect(element.shadowRoot!.querySelector('.so')).toBeNull());
  expect(element).toHaveAttribute('dir', 'ltr');
  expect(element).not.toHaveAttribute('lang');
});
