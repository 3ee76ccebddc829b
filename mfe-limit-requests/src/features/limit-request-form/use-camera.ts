import { useCallback, useEffect, useRef, useState } from 'react';

export type FacingMode = 'user' | 'environment';

/** `off` until asked; the last three mean the user must choose a file instead. */
export type CameraStatus = 'off' | 'starting' | 'live' | 'unsupported' | 'noCamera' | 'denied';

/** SPEC §7: captures travel as JPEG; 0.9 keeps an ID card legible at a fraction of PNG's size. */
const JPEG_QUALITY = 0.9;

const canUseCamera = () => typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

function stopTracks(stream: MediaStream | undefined): void {
  stream?.getTracks().forEach((track) => track.stop());
}

function failureStatus(error: unknown): CameraStatus {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'noCamera';
}

/**
 * The device camera through getUserMedia: start facing one way, switch to the other, grab a
 * frame as a JPEG data URL. The camera light goes off after a capture and when the owner unmounts.
 */
export function useCamera(initialFacing: FacingMode) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream>(undefined);
  // Each start gets a number; a stream that arrives for an older one is stopped at once.
  const attempt = useRef(0);
  const [facingMode, setFacingMode] = useState(initialFacing);
  const [status, setStatus] = useState<CameraStatus>(() => (canUseCamera() ? 'off' : 'unsupported'));
  // A live stream shows nothing until its first frame arrives; a capture before that is black.
  const [hasFrame, setHasFrame] = useState(false);
  const frameArrived = useCallback(() => setHasFrame(true), []);

  const release = useCallback(() => {
    attempt.current += 1;
    stopTracks(stream.current);
    stream.current = undefined;
  }, []);

  const start = useCallback(
    async (facing: FacingMode) => {
      release();
      setHasFrame(false);
      setFacingMode(facing);
      if (!canUseCamera()) {
        setStatus('unsupported');
        return;
      }
      const mine = attempt.current;
      setStatus('starting');
      try {
        const opened = await navigator.mediaDevices.getUserMedia({ video: { facingMode: facing }, audio: false });
        if (mine !== attempt.current) {
          stopTracks(opened);
          return;
        }
        stream.current = opened;
        setStatus('live');
      } catch (error) {
        if (mine === attempt.current) setStatus(failureStatus(error));
      }
    },
    [release],
  );

  const stop = useCallback(() => {
    release();
    setStatus((current) => (current === 'starting' || current === 'live' ? 'off' : current));
  }, [release]);

  /** The current frame as a JPEG data URL, or undefined while the video has no frame yet. */
  const capture = useCallback((): string | undefined => {
    const video = videoRef.current;
    if (!video || !video.videoWidth) return undefined;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const image = canvas.toDataURL('image/jpeg', JPEG_QUALITY);
    stop();
    return image;
  }, [stop]);

  const switchCamera = useCallback(() => start(facingMode === 'user' ? 'environment' : 'user'), [start, facingMode]);

  // The video element appears with the live status, so the stream is attached after that render.
  useEffect(() => {
    if (status === 'live' && videoRef.current) videoRef.current.srcObject = stream.current ?? null;
  }, [status]);

  useEffect(() => release, [release]);

  return { videoRef, status, facingMode, ready: status === 'live' && hasFrame, frameArrived, start, stop, capture, switchCamera };
}
