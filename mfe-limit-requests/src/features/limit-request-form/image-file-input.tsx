import { useId, useState } from 'react';
import { Field, MessageBar, MessageBarBody } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import type { CameraStatus } from './use-camera';
import { readDataUrl } from './read-data-url';

/** A photo can only be JPEG or PNG. */
const IMAGE_TYPES = 'image/jpeg,image/png';

export interface ImageFileInputProps {
  label: string;
  /** Why the camera cannot be used, said before the picker. */
  reason: Extract<CameraStatus, 'unsupported' | 'noCamera' | 'denied'>;
  onChoose: (image: string) => void;
}

/** Without a usable camera the user picks a photo; it is kept as a data URL, like a capture. */
export function ImageFileInput({ label, reason, onChoose }: ImageFileInputProps) {
  const { t } = useTranslation('limitRequests');
  const reasonId = useId();
  const [unreadable, setUnreadable] = useState(false);

  async function choose(file: File | undefined) {
    if (!file) return;
    try {
      setUnreadable(false);
      onChoose(await readDataUrl(file));
    } catch {
      setUnreadable(true);
    }
  }

  return (
    <>
      <MessageBar intent="warning" layout="multiline" id={reasonId}>
        <MessageBarBody>{t(`form.camera.${reason}`)}</MessageBarBody>
      </MessageBar>
      <Field
        label={t('form.camera.chooseFile', { label })}
        validationMessage={unreadable ? t('form.camera.unreadable') : undefined}
        validationState={unreadable ? 'error' : 'none'}
      >
        {(controlProps) => (
          <input
            {...controlProps}
            type="file"
            accept={IMAGE_TYPES}
            aria-describedby={[reasonId, controlProps['aria-describedby']].filter(Boolean).join(' ')}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        )}
      </Field>
    </>
  );
}
