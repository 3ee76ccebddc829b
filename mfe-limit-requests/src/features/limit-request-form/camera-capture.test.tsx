import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { renderUi } from '@back-office/shared/testing';
import '../../i18n/register-translations';
import { CAPTURED_JPEG, fakeCamera, removeCamera } from '../../test/fake-camera';
import { CameraCapture } from './camera-capture';
import type { LimitRequestFormValues } from './form-values';

afterEach(() => {
  jest.restoreAllMocks();
  removeCamera();
});

/** One capture in a form of its own; `submitted` sees what the form would send. */
function renderCapture({ facing = 'user', language = 'en' }: { facing?: 'user' | 'environment'; language?: 'ar' | 'en' } = {}) {
  const submitted = jest.fn((_values: LimitRequestFormValues) => undefined);
  renderUi(
    <Form<LimitRequestFormValues> onSubmit={(values) => submitted(values)}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit}>
          <CameraCapture name="selfie" label="Selfie" facing={facing} />
          <button type="submit">Save</button>
        </form>
      )}
    </Form>,
    { language },
  );
  return submitted;
}

const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));

test('captures a JPEG data URL, shows it, and retake clears it and reopens the camera', async () => {
  const camera = fakeCamera();
  const submitted = renderCapture();
  await click('Open camera');
  expect(screen.getByLabelText('Camera view for Selfie')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Capture' })).toBeEnabled());
  expect(camera.getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'user' }, audio: false });

  await click('Capture');
  expect(screen.getByRole('img', { name: 'Selfie photo' })).toHaveAttribute('src', CAPTURED_JPEG);
  expect(screen.queryByLabelText('Camera view for Selfie')).not.toBeInTheDocument();
  expect(camera.tracks[0]!.stop).toHaveBeenCalled();
  await click('Save');
  expect(submitted).toHaveBeenLastCalledWith({ selfie: CAPTURED_JPEG });

  await click('Retake');
  expect(screen.queryByRole('img', { name: 'Selfie photo' })).not.toBeInTheDocument();
  await waitFor(() => expect(camera.getUserMedia).toHaveBeenCalledTimes(2));
  await click('Save');
  expect(submitted).toHaveBeenLastCalledWith({});
});

test('the switch button asks for the other camera', async () => {
  const camera = fakeCamera();
  renderCapture({ facing: 'environment' });
  await click('Open camera');
  expect(camera.getUserMedia).toHaveBeenLastCalledWith({ video: { facingMode: 'environment' }, audio: false });
  await click('Switch front/rear camera');
  expect(camera.getUserMedia).toHaveBeenLastCalledWith({ video: { facingMode: 'user' }, audio: false });
  await click('Switch front/rear camera');
  expect(camera.getUserMedia).toHaveBeenLastCalledWith({ video: { facingMode: 'environment' }, audio: false });
});

test('a refused camera explains itself and offers a JPEG or PNG file instead', async () => {
  fakeCamera({ failWith: 'NotAllowedError' });
  const submitted = renderCapture();
  await click('Open camera');
  expect(
    await screen.findByText('Camera access was refused. Allow it in the browser settings, or choose a photo instead.'),
  ).toBeInTheDocument();
  const picker = screen.getByLabelText('Photo of Selfie (JPEG or PNG)');
  expect(picker).toHaveAttribute('accept', 'image/jpeg,image/png');

  await userEvent.upload(picker, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'selfie.png', { type: 'image/png' }));
  const preview = await screen.findByRole('img', { name: 'Selfie photo' });
  expect(preview).toHaveAttribute('src', 'data:image/png;base64,iVBORw==');
  await click('Save');
  expect(submitted).toHaveBeenLastCalledWith({ selfie: 'data:image/png;base64,iVBORw==' });
});

test('a browser without a camera goes straight to the file, in Arabic', () => {
  renderCapture({ language: 'ar' });
  expect(screen.getByText('لا يمكن لهذا المتصفح استخدام الكاميرا. اختر صورة بدلًا من ذلك.')).toBeInTheDocument();
  expect(screen.getByLabelText('صورة Selfie (JPEG أو PNG)')).toHaveAttribute('type', 'file');
  expect(screen.queryByRole('button', { name: 'فتح الكاميرا' })).not.toBeInTheDocument();
});
