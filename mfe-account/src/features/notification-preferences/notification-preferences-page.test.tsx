import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationPreferences } from '@back-office/shared/contract';
import { mockRoutes, requestsTo } from '@back-office/shared/testing';
import { renderAccount } from '../../test/render-account';

const PREFERENCES = '/api/account/notification-preferences';

const agent: NotificationPreferences = {
  preferences: [
    { event: 'request_approved', email: true },
    { event: 'request_returned', email: false },
    { event: 'self_onboarding_application', email: true },
  ],
};

describe('/account/notifications (issue 18)', () => {
  it('shows a checkbox for each event the API returns, named in the language, on when it mails', async () => {
    mockRoutes({ [`GET ${PREFERENCES}`]: { body: agent } });
    renderAccount('ar', '/account/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'رسائل الإشعارات' })).toBeInTheDocument();
    expect(await screen.findAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByRole('checkbox', { name: 'تتم الموافقة على طلب أنشأته' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'يُعاد إليّ طلب أنشأته' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'يصل طلب تسجيل ذاتي جديد' })).toBeChecked();
  });

  it('saves a change at once with the whole list and says so', async () => {
    let stored = agent;
    const routes = mockRoutes({
      [`GET ${PREFERENCES}`]: () => ({ body: stored }),
      [`PUT ${PREFERENCES}`]: () => ({ body: stored }),
    });
    // What the server keeps is what the page sent.
    const fetchMock = global.fetch;
    global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      if (request.method === 'PUT') stored = (await request.clone().json()) as NotificationPreferences;
      return fetchMock(request);
    }) as typeof fetch;
    renderAccount('en', '/account/notifications');
    const returned = await screen.findByRole('checkbox', { name: 'A request I created is returned to me' });
    await userEvent.click(returned);
    expect(await screen.findByText('E-mails on: A request I created is returned to me')).toBeInTheDocument();
    const [put] = requestsTo(routes, `PUT ${PREFERENCES}`);
    expect(await put!.json()).toEqual({
      preferences: [
        { event: 'request_approved', email: true },
        { event: 'request_returned', email: true },
        { event: 'self_onboarding_application', email: true },
      ],
    });
    expect(screen.getByRole('checkbox', { name: 'A request I created is returned to me' })).toBeChecked();
    expect(returned).toHaveFocus();
  });

  it('puts the box back and says why when the save is refused', async () => {
    mockRoutes({
      [`GET ${PREFERENCES}`]: { body: agent },
      [`PUT ${PREFERENCES}`]: { body: { message: 'The e-mail choices could not be saved' }, status: 503 },
    });
    renderAccount('en', '/account/notifications');
    const approved = await screen.findByRole('checkbox', { name: 'A request I created is approved' });
    await userEvent.click(approved);
    expect(await screen.findByText('The e-mail choices could not be saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'A request I created is approved' })).toBeChecked());
  });

  it('says when the settings cannot be loaded', async () => {
    mockRoutes({ [`GET ${PREFERENCES}`]: { body: { message: 'Service unavailable' }, status: 503 } });
    renderAccount('en', '/account/notifications');
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
