import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../testing/render-ui';
import { FilePreviewDialog, isPreviewable } from './file-preview-dialog';

test('a PDF shows in a frame without a sandbox attribute, which would make Chromium refuse its viewer (issue 15)', () => {
  renderUi(
    <FilePreviewDialog
      file={{ name: 'Salary slip', path: 'https://files.test/signed/slip.pdf', mimeType: 'application/pdf' }}
      onClose={jest.fn()}
    />,
  );
  const frame = within(screen.getByRole('dialog', { name: 'Salary slip' })).getByTitle('Salary slip');
  expect(frame.tagName).toBe('IFRAME');
  expect(frame).toHaveAttribute('src', 'https://files.test/signed/slip.pdf');
  expect(frame).not.toHaveAttribute('sandbox');
  expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
});

test('an image shows as an image, and Close closes', async () => {
  const onClose = jest.fn();
  renderUi(
    <FilePreviewDialog file={{ name: 'National ID', path: 'https://files.test/signed/id.png', mimeType: 'image/png' }} onClose={onClose} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'National ID' });
  expect(within(dialog).getByRole('img', { name: 'National ID' })).toHaveAttribute('src', 'https://files.test/signed/id.png');
  expect(dialog.querySelector('iframe')).toBeNull();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('only images and PDFs are previewable', () => {
  expect(['image/jpeg', 'application/pdf', 'application/vnd.ms-outlook'].map(isPreviewable)).toEqual([true, true, false]);
});
