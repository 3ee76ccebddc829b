import { useId } from 'react';
import { Button, makeStyles, tokens, Caption1, Text } from '@back-office/shared/fluent-core';
import { ArrowCounterclockwiseRegular, CameraRegular } from '@back-office/shared/fluent-extra';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { visibleError } from '@back-office/shared/ui';
import { CameraView } from './camera-view';
import type { CaptureField } from './form-values';
import { ImageFileInput } from './image-file-input';
import { useCamera, type FacingMode } from './use-camera';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS, minWidth: 0 },
  preview: { width: '100%', maxHeight: '320px', objectFit: 'contain', borderRadius: tokens.borderRadiusMedium },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export interface CameraCaptureProps {
  name: CaptureField;
  label: string;
  /** 'environment' (rear) for an ID card, 'user' (front) for a selfie. */
  facing: FacingMode;
}

/** One optional photo: taken with the camera, or chosen as a file when there is no camera to use. */
export function CameraCapture({ name, label, facing }: CameraCaptureProps) {
  const { t } = useTranslation('limitRequests');
  const styles = useStyles();
  const labelId = useId();
  const { input, meta } = useField<string | undefined>(name);
  const camera = useCamera(facing);
  const error = visibleError(meta);

  function take() {
    const image = camera.capture();
    if (image) input.onChange(image);
  }

  function retake() {
    input.onChange(undefined);
    if (camera.status === 'off') void camera.start(camera.facingMode);
  }

  function body() {
    if (input.value) {
      return (
        <>
          <img className={styles.preview} src={input.value} alt={t('form.camera.preview', { label })} />
          <Button icon={<ArrowCounterclockwiseRegular />} onClick={retake}>
            {t('form.camera.retake')}
          </Button>
        </>
      );
    }
    if (camera.status === 'unsupported' || camera.status === 'noCamera' || camera.status === 'denied') {
      return <ImageFileInput label={label} reason={camera.status} onChoose={input.onChange} />;
    }
    if (camera.status === 'off') {
      return (
        <Button icon={<CameraRegular />} onClick={() => void camera.start(camera.facingMode)}>
          {t('form.camera.open')}
        </Button>
      );
    }
    return <CameraView camera={camera} label={label} onCapture={take} />;
  }

  return (
    <div role="group" aria-labelledby={labelId} className={styles.root}>
      <Text id={labelId} weight="semibold">
        {label}
      </Text>
      {body()}
      {error && <Caption1 className={styles.error}>{error}</Caption1>}
    </div>
  );
}
