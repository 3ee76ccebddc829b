import { act, renderHook, waitFor } from '@testing-library/react';
import { CAPTURED_JPEG, fakeCamera, removeCamera } from '../../test/fake-camera';
import { useCamera } from './use-camera';

afterEach(() => {
  jest.restoreAllMocks();
  removeCamera();
});

/** The hook with a video element in its ref, as CameraView gives it. */
function renderCamera(facing: 'user' | 'environment') {
  const hook = renderHook(() => useCamera(facing));
  hook.result.current.videoRef.current = document.createElement('video');
  return hook;
}

test('starts facing the asked way and captures the frame as a JPEG data URL, then turns the camera off', async () => {
  const camera = fakeCamera();
  const { result } = renderCamera('environment');
  expect(result.current.status).toBe('off');

  await act(() => result.current.start(result.current.facingMode));
  expect(camera.getUserMedia).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
  expect(result.current.status).toBe('live');

  let image: string | undefined;
  act(() => {
    image = result.current.capture();
  });
  expect(image).toBe(CAPTURED_JPEG);
  expect(camera.toDataURL).toHaveBeenCalledWith('image/jpeg', 0.9);
  expect(camera.drawImage).toHaveBeenCalledWith(expect.any(HTMLVideoElement), 0, 0, 640, 480);
  expect(camera.tracks[0]!.stop).toHaveBeenCalled();
  expect(result.current.status).toBe('off');
});

test('switching asks for the other camera and stops the first', async () => {
  const camera = fakeCamera();
  const { result } = renderCamera('user');
  await act(() => result.current.start('user'));
  await act(() => result.current.switchCamera());
  expect(camera.getUserMedia).toHaveBeenLastCalledWith({ video: { facingMode: 'environment' }, audio: false });
  expect(result.current.facingMode).toBe('environment');
  expect(camera.tracks[0]!.stop).toHaveBeenCalled();
  expect(camera.tracks[1]!.stop).not.toHaveBeenCalled();
});

test('a refused permission, a missing camera and a browser without media devices each say so', async () => {
  fakeCamera({ failWith: 'NotAllowedError' });
  const refused = renderCamera('user').result;
  await act(() => refused.current.start('user'));
  expect(refused.current.status).toBe('denied');

  fakeCamera({ failWith: 'NotFoundError' });
  const missing = renderCamera('user').result;
  await act(() => missing.current.start('user'));
  expect(missing.current.status).toBe('noCamera');

  removeCamera();
  expect(renderCamera('user').result.current.status).toBe('unsupported');
});

test('unmounting stops the camera, even one still starting', async () => {
  const camera = fakeCamera();
  const live = renderCamera('user');
  await act(() => live.result.current.start('user'));
  live.unmount();
  expect(camera.tracks[0]!.stop).toHaveBeenCalled();

  const starting = renderCamera('user');
  act(() => void starting.result.current.start('user'));
  starting.unmount();
  await waitFor(() => expect(camera.tracks[1]!.stop).toHaveBeenCalled());
});
