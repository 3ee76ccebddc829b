import { useTranslation } from 'react-i18next';
import { FormSection } from '@back-office/shared/ui';
import { CameraCapture } from './camera-capture';

/** ID card front and back (rear camera) and a selfie (front camera); each optional. */
export function CapturesSection() {
  const { t } = useTranslation('limitRequests');
  return (
    <FormSection title={t('form.sections.captures')}>
      <CameraCapture name="front_image" label={t('form.camera.front_image')} facing="environment" />
      <CameraCapture name="back_image" label={t('form.camera.back_image')} facing="environment" />
      <CameraCapture name="selfie" label={t('form.camera.selfie')} facing="user" />
    </FormSection>
  );
}
