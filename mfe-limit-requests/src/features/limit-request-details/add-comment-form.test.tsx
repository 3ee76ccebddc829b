import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestsTo } from '@back-office/shared/testing';
import { showResponse } from '../../test/limit-request-detail-fixture';
import { renderDetails, SHOW_ROUTE } from '../../test/render-details';

const COMMENTS = 'POST /api/limit-requests/5/comments';
const added = { id: 2, comment: 'Employer confirmed by phone', creator: 'Rana Risk', created_from: '2024-06-05T10:00:00Z' };

test('issue 15: a reviewer adds a comment with Ctrl+Enter; the request is refetched and shows it', async () => {
  let commented = false;
  const fetchMock = renderDetails(
    {},
    {
      routes: {
        [SHOW_ROUTE]: () => {
          const base = showResponse({ can_comment: true });
          if (commented) base.data.limit_request.comments.push(added);
          return { body: base };
        },
        [COMMENTS]: () => {
          commented = true;
          return { status: 201, body: { data: { comment: added } } };
        },
      },
    },
  );
  const user = userEvent.setup();
  const comments = await screen.findByRole('region', { name: 'Comments' });
  const box = within(comments).getByRole('textbox', { name: 'Add comment' });
  expect(box).toHaveAttribute('maxlength', '2000');
  expect(within(comments).getByRole('button', { name: 'Add comment' })).toBeDisabled();

  await user.type(box, '  Employer confirmed{Enter}by phone');
  expect(requestsTo(fetchMock, COMMENTS)).toHaveLength(0);
  await user.keyboard('{Control>}{Enter}{/Control}');

  expect(await screen.findByText('Comment added')).toBeInTheDocument();
  const [sent] = requestsTo(fetchMock, COMMENTS);
  expect(await sent!.json()).toEqual({ comment: 'Employer confirmed\nby phone' });
  expect(await within(comments).findByText('Employer confirmed by phone')).toBeInTheDocument();
  expect(box).toHaveValue('');
  await waitFor(() => expect(requestsTo(fetchMock, SHOW_ROUTE)).toHaveLength(2));
});

test('issue 15: a refused comment keeps the text and says why, in Arabic', async () => {
  const fetchMock = renderDetails({ can_comment: true }, { language: 'ar', routes: { [COMMENTS]: { status: 403, body: null } } });
  const user = userEvent.setup();
  const comments = await screen.findByRole('region', { name: 'التعليقات' });
  const box = within(comments).getByRole('textbox', { name: 'إضافة تعليق' });
  await user.type(box, 'ملاحظة المراجعة');
  await user.click(within(comments).getByRole('button', { name: 'إضافة تعليق' }));

  expect(await within(comments).findByRole('alert')).toHaveTextContent('حدث خطأ أثناء إضافة التعليق');
  expect(box).toHaveValue('ملاحظة المراجعة');
  expect(requestsTo(fetchMock, COMMENTS)).toHaveLength(1);
});

test('issue 20: sending again after a dropped connection reuses the key; the next comment after a success gets a new one', async () => {
  let calls = 0;
  const fetchMock = renderDetails(
    { can_comment: true },
    {
      routes: {
        [COMMENTS]: () => {
          calls += 1;
          if (calls === 1) throw new TypeError('Failed to fetch');
          return { status: 201, body: { data: { comment: added } } };
        },
      },
    },
  );
  const user = userEvent.setup();
  const comments = await screen.findByRole('region', { name: 'Comments' });
  const box = within(comments).getByRole('textbox', { name: 'Add comment' });
  const send = within(comments).getByRole('button', { name: 'Add comment' });
  await user.type(box, 'Employer confirmed');
  await user.click(send);
  expect(await within(comments).findByRole('alert')).toBeInTheDocument();
  expect(box).toHaveValue('Employer confirmed');
  await user.click(send);
  await waitFor(() => expect(box).toHaveValue(''));
  await user.type(box, 'Salary slip checked');
  await user.click(send);
  await waitFor(() => expect(requestsTo(fetchMock, COMMENTS)).toHaveLength(3));

  const [first, retry, next] = requestsTo(fetchMock, COMMENTS).map((request) => request.headers.get('Idempotency-Key'));
  expect(first).toMatch(/^[\w-]{16,}$/);
  expect(retry).toBe(first);
  expect(next).toMatch(/^[\w-]{16,}$/);
  expect(next).not.toBe(first);
});

test('issue 20: a key the API refused for another comment is replaced on the next send', async () => {
  let calls = 0;
  const fetchMock = renderDetails(
    { can_comment: true },
    {
      routes: {
        [COMMENTS]: () => {
          calls += 1;
          if (calls > 1) return { status: 201, body: { data: { comment: added } } };
          return {
            status: 422,
            body: { message: 'This idempotency key was used for another request', errors: { 'idempotency-key': ['used'] } },
          };
        },
      },
    },
  );
  const user = userEvent.setup();
  const comments = await screen.findByRole('region', { name: 'Comments' });
  const box = within(comments).getByRole('textbox', { name: 'Add comment' });
  await user.type(box, 'Employer confirmed');
  await user.click(within(comments).getByRole('button', { name: 'Add comment' }));
  expect(await within(comments).findByRole('alert')).toHaveTextContent('This idempotency key was used for another request');
  await user.click(within(comments).getByRole('button', { name: 'Add comment' }));
  await waitFor(() => expect(box).toHaveValue(''));

  const [first, next] = requestsTo(fetchMock, COMMENTS).map((request) => request.headers.get('Idempotency-Key'));
  expect(next).not.toBe(first);
});
