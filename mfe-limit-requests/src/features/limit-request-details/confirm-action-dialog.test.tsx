import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showResponse } from '../../test/limit-request-detail-fixture';
import { requestsTo } from '@back-office/shared/testing';
import { openAction } from '../../test/open-action';
import { paintedDanger } from '../../test/painted-danger';
import { renderDetails, SHOW_ROUTE } from '../../test/render-details';

const TAKE = 'POST /api/limit-requests/5/action/17';
const CANCEL = 'POST /api/limit-requests/5/action/14';
const cancellable = { available_actions: [{ id: 14, name: 'إلغاء', core_function_key: 'cancel' as const }] };
/** Issue 16: a new request waiting in the queue, as a risk user sees it. */
const takeable = {
  request_status: 'new' as const,
  assigned_to: null,
  available_actions: [{ id: 17, name: 'Take for review', core_function_key: 'take' as const }],
};
const taken = { body: { data: { limit_request: { id: 5, request_status: 'under_review', decision_status: 'pending' } } } };

test('issue 16: take asks first; not now sends nothing, confirming sends an empty body and says so', async () => {
  const fetchMock = renderDetails(takeable, { routes: { [TAKE]: taken } });
  const user = userEvent.setup();
  let dialog = await openAction(user, 'Take for review');
  expect(within(dialog).getByText('Take limit request LR-000005 for review? It will be assigned to you.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(requestsTo(fetchMock, TAKE)).toHaveLength(0);

  dialog = await openAction(user, 'Take for review');
  await user.click(within(dialog).getByRole('button', { name: 'Take for review' }));
  expect(await screen.findByText('Action performed successfully')).toBeInTheDocument();
  const [sent] = requestsTo(fetchMock, TAKE);
  expect(sent!.headers.get('If-Match')).toBe('"4"');
  // Issue 20: the action carries its run's key, so a repeat of it never acts twice.
  expect(sent!.headers.get('Idempotency-Key')).toMatch(/^[\w-]{16,}$/);
  expect(await sent!.json()).toEqual({});
});

test('issue 20: running it again after a dropped connection resends the same Idempotency-Key and version', async () => {
  let dropped = false;
  const fetchMock = renderDetails(takeable, {
    routes: {
      [TAKE]: () => {
        if (dropped) return taken;
        dropped = true;
        throw new TypeError('Failed to fetch');
      },
    },
  });
  const user = userEvent.setup();
  const dialog = await openAction(user, 'Take for review');
  await user.click(within(dialog).getByRole('button', { name: 'Take for review' }));
  expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Take for review' }));
  expect(await screen.findByText('Action performed successfully')).toBeInTheDocument();

  const [first, retry] = requestsTo(fetchMock, TAKE);
  expect(first!.headers.get('Idempotency-Key')).toMatch(/^[\w-]{16,}$/);
  expect(retry!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
  expect(retry!.headers.get('If-Match')).toBe('"4"');
});

test('409: the server says why, the dialog closes and the page shows the current state', async () => {
  let takenElsewhere = false;
  renderDetails(
    {},
    {
      routes: {
        [SHOW_ROUTE]: () => ({
          body: showResponse(
            takenElsewhere ? { request_status: 'under_review', available_actions: [], version: 5 } : { ...takeable, version: 4 },
          ),
        }),
        [TAKE]: () => {
          takenElsewhere = true;
          return { body: { message: 'Someone else has just changed this limit request; reload and try again' }, status: 409 };
        },
      },
    },
  );
  const user = userEvent.setup();
  const dialog = await openAction(user, 'Take for review');
  await user.click(within(dialog).getByRole('button', { name: 'Take for review' }));

  expect(await screen.findByText('Someone else has just changed this limit request; reload and try again')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const request = screen.getByRole('region', { name: 'Request information' });
  expect(await within(request).findByText('Under review', { selector: '.fui-Badge' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
});

test('issue 20: a 409 naming the key is its own first run still going: the dialog stays, and running it again sends the same key', async () => {
  let first = true;
  const fetchMock = renderDetails(takeable, {
    routes: {
      [TAKE]: () => {
        if (!first) return taken;
        first = false;
        const message = 'The first request with this key is still being processed; try again in a moment';
        return { body: { message, errors: { 'idempotency-key': [message] } }, status: 409 };
      },
    },
  });
  const user = userEvent.setup();
  const dialog = await openAction(user, 'Take for review');
  await user.click(within(dialog).getByRole('button', { name: 'Take for review' }));
  expect(
    await within(dialog).findByText('The first request with this key is still being processed; try again in a moment'),
  ).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Take for review' }));
  expect(await screen.findByText('Action performed successfully')).toBeInTheDocument();
  const [sent, again] = requestsTo(fetchMock, TAKE);
  expect(again!.headers.get('Idempotency-Key')).toBe(sent!.headers.get('Idempotency-Key'));
});

test('409 without a message: the translated explanation', async () => {
  renderDetails(takeable, { language: 'ar', routes: { [TAKE]: { body: null, status: 409 } } });
  const user = userEvent.setup();
  const dialog = await openAction(user, 'Take for review', 'مزيد من الإجراءات');
  await user.click(within(dialog).getByRole('button', { name: 'Take for review' }));
  expect(await screen.findByText('قام مستخدم آخر بتعديل هذا الطلب، وتعرض الصفحة الآن حالته الحالية')).toBeInTheDocument();
});

test.each([
  [
    { message: 'This action is not available for the limit request in its current state' },
    'This action is not available for the limit request in its current state',
  ],
  [null, 'Error performing the action'],
])('any other refusal stays in the dialog: %p', async (body, text) => {
  renderDetails(takeable, { routes: { [TAKE]: { body, status: 422 } } });
  const user = userEvent.setup();
  const dialog = await openAction(user, 'Take for review');
  await user.click(within(dialog).getByRole('button', { name: 'Take for review' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
  expect(screen.getByRole('dialog', { name: 'Take for review' })).toBeInTheDocument();
});

test('issue 15 defect 9: cancel names the action in both languages and is drawn as destructive', async () => {
  const fetchMock = renderDetails(cancellable, {
    language: 'ar',
    routes: { [CANCEL]: { body: { data: { limit_request: { id: 5, request_status: 'cancelled', decision_status: 'cancelled' } } } } },
  });
  const user = userEvent.setup();
  await screen.findByRole('list', { name: 'سجل النشاط' });
  await user.click(screen.getByRole('button', { name: 'مزيد من الإجراءات' }));
  await user.click(await screen.findByRole('menuitem', { name: 'إلغاء' }));
  const dialog = await screen.findByRole('dialog', { name: 'إلغاء الطلب' });
  expect(within(dialog).getByText('هل تريد إلغاء طلب الحد الائتماني LR-000005؟ لا يمكن التراجع عن ذلك.')).toBeInTheDocument();
  const confirm = within(dialog).getByRole('button', { name: 'إلغاء الطلب' });
  expect(within(dialog).getByRole('button', { name: 'ليس الآن' })).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'إلغاء' })).not.toBeInTheDocument();
  expect(paintedDanger(confirm)).toBe(true);
  expect(paintedDanger(within(dialog).getByRole('button', { name: 'ليس الآن' }))).toBe(false);

  await user.click(confirm);
  await waitFor(() => expect(requestsTo(fetchMock, CANCEL)).toHaveLength(1));
  expect(await requestsTo(fetchMock, CANCEL)[0]!.json()).toEqual({});
});
