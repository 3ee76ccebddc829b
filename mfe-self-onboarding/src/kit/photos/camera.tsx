import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n';
import { compressSource } from './compress-image';
import type { StoredFile } from './photo-set';

export type Facing = 'environment' | 'user';

export const cameraAvailable = (): boolean => typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

interface CameraProps {
  facing: Facing;
  name: string;
  onCapture: (photo: StoredFile) => void;
  onClose: (failed: boolean) => void;
}

/**
 * The phone's camera in the page (issue 19): the rear camera for the ID card, the front one for
 * the selfie. The frame is scaled and compressed like a chosen file. Closing stops the camera.
 */
export function Camera({ facing, name, onCapture, onClose }: CameraProps) {
  const { t } = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let stream: MediaStream | undefined;
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: { ideal: facing }, width: { ideal: 1920 } }, audio: false })
      .then((opened) => {
        stream = opened;
        if (cancelled || !video.current) return opened.getTracks().forEach((track) => track.stop());
        video.current.srcObject = opened;
        void video.current.play?.();
        setReady(true);
      })
      .catch(() => {
        if (!cancelled) onClose(true);
      });
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [facing, onClose]);

  const capture = () => {
    if (!video.current) return;
    onCapture(compressSource(video.current, `${name}.jpg`));
  };

  return (
    <div>
      <video ref={video} muted playsInline aria-label={t('photo.camera')} />
      <div className="so-actions">
        <button type="button" className="so-btn so-primary" onClick={capture} disabled={!ready}>
          {t('photo.capture')}
        </button>
        <button type="button" className="so-btn" onClick={() => onClose(false)}>
          {t('photo.cancel')}
        </button>
      </div>
    </div>
  );
}
