import { useT } from '../../kit/i18n';
import { PhotoField } from '../../kit/photos/photo-field';
import { capsProblem, PHOTO_FIELDS, type PhotoField as PhotoName, type StoredFile } from '../../kit/photos/photo-set';
import { DocumentsList } from './documents-list';
import type { StepProps } from './step-props';

const FACING: Record<PhotoName, 'environment' | 'user'> = { front_image: 'environment', back_image: 'environment', selfie: 'user' };

/** Step 4: the ID card's two sides and a selfie (camera first), then any other documents. */
export function PhotosStep(props: StepProps) {
  const { t } = useT();
  const { app, binding } = props;
  const keep = (field: PhotoName) => (photo: StoredFile) => {
    const problem = capsProblem(app.photos, photo, app.photos[field]);
    if (problem) return t(problem.key, problem.params);
    app.setPhotos((photos) => ({ ...photos, [field]: photo }));
    app.touch(field);
    return undefined;
  };
  return (
    <>
      <p className="so-hint">{t('photo.intro')}</p>
      {PHOTO_FIELDS.map((field) => (
        <PhotoField
          key={field}
          id={field}
          label={t(`photo.${field}`)}
          facing={FACING[field]}
          photo={app.photos[field]}
          error={binding.errorOf(field)}
          onPhoto={keep(field)}
        />
      ))}
      <DocumentsList {...props} />
    </>
  );
}
