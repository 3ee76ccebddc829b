import { Button, Spinner, makeStyles, tokens } from '@back-office/shared/fluent-core';
import { DismissRegular, CameraRegular, CameraSwitchRegular } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import type { useCamera } from './use-camera';

const useStyles = makeStyles({
  video: { width: '100%', maxHeight: '320px', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface CameraViewProps {
  camera: ReturnType<typeof useCamera>;
  label: string;
  onCapture: () => void;
}

/** What the camera sees, with capture, front/rear switch and close. */
export function CameraView({ camera, label, onCapture }: CameraViewProps) {
  const { t } = useTranslation('limitRequests');
  const styles = useStyles();
  const live = camera.status === 'live';
  return (
    <>
      {/* Muted and inline, so mobile browsers play the preview without a tap. */}
      <video
        ref={camera.videoRef}
        className={styles.video}
        autoPlay
        muted
        playsInline
        hidden={!live}
        onLoadedData={camera.frameArrived}
        aria-label={t('form.camera.view', { label })}
      />
      {!live && <Spinner size="small" label={t('form.camera.starting')} />}
      <div className={styles.actions}>
        <Button appearance="primary" icon={<CameraRegular />} disabled={!camera.ready} onClick={onCapture}>
          {t('form.camera.capture')}
        </Button>
        <Button icon={<CameraSwitchRegular />} onClick={() => void camera.switchCamera()}>
          {t('form.camera.switch')}
        </Button>
        <Button appearance="subtle" icon={<DismissRegular />} onClick={camera.stop}>
          {t('form.camera.close')}
        </Button>
      </div>
    </>
  );
}
