import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render-ui';
import { LazyPart } from './lazy-part';

/** A chunk whose first fetch fails, as `import()` does with the connection down, then loads. */
const load = jest.fn<Promise<{ Part: () => React.JSX.Element }>, []>();
beforeEach(() => {
  load
    .mockReset()
    .mockRejectedValueOnce(new Error('Loading chunk 319 failed.'))
    .mockResolvedValue({ Part: () => <p>the lazy part</p> });
});

function Page() {
  return (
    <>
      <label>
        Note
        <input />
      </label>
      <LazyPart load={load}>{({ Part }) => <Part />}</LazyPart>
    </>
  );
}

test('a chunk that fails to load shows a translated retry in place; the page and what was typed stay; Retry loads it', async () => {
  renderUi(<Page />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'unsaved edit');
  expect(await screen.findByText('This part could not be loaded. Check your connection and try again.')).toBeInTheDocument();
  expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('the lazy part')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('unsaved edit');
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

test('the message is in Arabic in the Arabic interface', async () => {
  renderUi(<Page />, { language: 'ar' });
  expect(await screen.findByText('تعذّر تحميل هذا الجزء. تحقّق من اتصالك بالإنترنت ثم أعد المحاولة.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
});
