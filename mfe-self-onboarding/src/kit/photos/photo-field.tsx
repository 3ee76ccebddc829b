import { useCallback, useState, type ChangeEvent } from 'react';
import { useT } from '../i18n';
import { Camera, cameraAvailable, type Facing } from './camera';
import { compressImageFile } from './compress-image';
import type { StoredFile } from './photo-set';

interface PhotoFieldProps {
  id: string;
  label: string;
  facing: Facing;
  photo?: StoredFile;
  error?: string;
  /** Returns a message when the photo breaks a cap, else keeps it. */
  onPhoto: (photo: StoredFile) => string | undefined;
}

/**
 * One required photo: camera first (issue 19), a picture file as the fallback, then a preview with
 * Retake. Without a camera API the file input asks the phone's camera itself (`capture`).
 */
export function PhotoField({ id, label, facing, photo, error, onPhoto }: PhotoFieldProps) {
  const { t } = useT();
  const [camera, setCamera] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [hasCamera, setHasCamera] = useState(cameraAvailable);
  const message = problem ?? error;
  const errorId = `${id}-error`;

  const keep = useCallback(
    (stored: StoredFile) => {
      setProblem(onPhoto(stored));
      setCamera(false);
    },
    [onPhoto],
  );
  const closeCamera = useCallback((failed: boolean) => {
    setCamera(false);
    if (failed) setHasCamera(false);
  }, []);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      keep(await compressImageFile(file));
    } catch {
      setProblem(t('photo.notImage'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="so-photo" aria-describedby={message ? errorId : undefined}>
      <legend>
        {label}
        <span className="so-req" aria-hidden="true">
          *
        </span>
      </legend>
      {camera ? (
        <Camera facing={facing} name={id} onCapture={keep} onClose={closeCamera} />
      ) : (
        <>
          {photo ? (
            <img src={photo.dataUrl} alt={t('photo.preview', { name: label })} />
          ) : (
            <div className="so-photo-box" aria-hidden="true">
              {busy ? t('photo.preparing') : '📷'}
            </div>
          )}
          {!hasCamera && !photo && <p className="so-hint">{t('photo.cameraUnavailable')}</p>}
          <div className="so-actions">
            {hasCamera && (
              <button type="button" id={id} className="so-btn so-primary" onClick={() => setCamera(true)}>
                {photo ? t('photo.retake') : t('photo.take')}
              </button>
            )}
            <label className="so-btn so-file">
              {t('photo.choose')}
              <input
                type="file"
                accept="image/jpeg,image/png,image/*"
                id={hasCamera ? undefined : id}
                {...(!hasCamera && { capture: facing })}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? errorId : undefined}
                onChange={choose}
              />
            </label>
          </div>
        </>
      )}
      {message && (
        <p className="so-error" id={errorId}>
          {message}
        </p>
      )}
    </fieldset>
  );
}
