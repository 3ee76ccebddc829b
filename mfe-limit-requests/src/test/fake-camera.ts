/** What the fake camera "captures": the canvas hands this back as its JPEG. */
export const CAPTURED_JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';

interface FakeTrack {
  stop: jest.Mock;
}

function setMediaDevices(value: unknown) {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value });
}

/**
 * A device camera for jsdom, which has none and cannot draw: getUserMedia answers with a
 * stream of one track (or fails with `failWith`), the video reports a 640×480 first frame once a stream is attached, and the
 * canvas turns it into CAPTURED_JPEG. Undo with `jest.restoreAllMocks()` and `removeCamera()`.
 */
export function fakeCamera({ failWith }: { failWith?: string } = {}) {
  const tracks: FakeTrack[] = [];
  const getUserMedia = jest.fn(async (_constraints: MediaStreamConstraints) => {
    if (failWith) throw new DOMException('The camera is not available', failWith);
    const track = { stop: jest.fn() };
    tracks.push(track);
    return { getTracks: () => [track] } as unknown as MediaStream;
  });
  setMediaDevices({ getUserMedia });
  // jsdom plays nothing: the first frame "arrives" as soon as a stream is attached.
  Object.defineProperty(HTMLVideoElement.prototype, 'srcObject', {
    configurable: true,
    get: () => null,
    set(this: HTMLVideoElement, value: MediaStream | null) {
      if (value) queueMicrotask(() => this.dispatchEvent(new Event('loadeddata')));
    },
  });
  jest.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(640);
  jest.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(480);
  const drawImage = jest.fn();
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage } as unknown as CanvasRenderingContext2D);
  const toDataURL = jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(CAPTURED_JPEG);
  return { getUserMedia, tracks, drawImage, toDataURL };
}

/** A browser without media devices at all (jsdom's own state). */
export function removeCamera() {
  setMediaDevices(undefined);
  Reflect.deleteProperty(HTMLVideoElement.prototype, 'srcObject');
}
