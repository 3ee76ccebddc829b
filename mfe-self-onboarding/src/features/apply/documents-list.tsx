import { uploadFileRule } from '@back-office/shared/rules';
import type { ChangeEvent } from 'react';
import { useT } from '../../kit/i18n';
import { compressImageFile, readFileAsStored } from '../../kit/photos/compress-image';
import { capsProblem, type StoredFile } from '../../kit/photos/photo-set';
import { SelectInput } from '../../kit/fields';
import type { StepProps } from './step-props';

/** Optional documents: rows of a type (from the meta's client_documents) and one file; pictures are compressed. */
export function DocumentsList({ app, binding, options }: StepProps) {
  const { t, rule } = useT();
  const types = app.values.document_types;

  const setDocument = (index: number, file: StoredFile | undefined) =>
    app.setPhotos((photos) => {
      const documents = [...photos.documents];
      documents[index] = file;
      return { ...photos, documents };
    });

  const choose = async (index: number, event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const broken = uploadFileRule(file);
    if (broken) return app.setServerErrors((errors) => ({ ...errors, [`client_documents.${index}.files`]: rule(broken) }));
    const stored = file.type.startsWith('image/')
      ? await compressImageFile(file).catch(() => readFileAsStored(file))
      : await readFileAsStored(file);
    const problem = capsProblem(app.photos, stored, app.photos.documents[index]);
    app.setServerErrors((errors) => {
      const { [`client_documents.${index}.files`]: _old, ...rest } = errors;
      return problem ? { ...rest, [`client_documents.${index}.files`]: t(problem.key, problem.params) } : rest;
    });
    if (!problem) setDocument(index, stored);
  };

  const removeRow = (index: number) => {
    app.setField(
      'document_types',
      types.filter((_, row) => row !== index),
    );
    app.setPhotos((photos) => ({ ...photos, documents: photos.documents.filter((_, row) => row !== index) }));
  };

  return (
    <fieldset>
      <legend>{t('docs.title')}</legend>
      {types.map((type, index) => {
        const fileError = binding.errorOf(`client_documents.${index}.files`);
        const fileId = `client_documents-${index}-files`;
        const current = app.photos.documents[index];
        return (
          <div className="so-card" key={index} role="group" aria-label={t('docs.row', { number: index + 1 })}>
            <SelectInput
              id={`client_documents-${index}-type`}
              label={t('docs.type')}
              value={type}
              options={options.client_documents}
              required
              error={binding.errorOf(`client_documents.${index}.document_type_id`)}
              onValue={(value) =>
                app.setField(
                  'document_types',
                  types.map((old, row) => (row === index ? value : old)),
                )
              }
            />
            <div className="so-field">
              <label htmlFor={fileId}>
                {t('docs.file')}
                <span className="so-req" aria-hidden="true">
                  *
                </span>
              </label>
              {current && <span className="so-hint">{current.name}</span>}
              <input
                id={fileId}
                type="file"
                accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/*"
                aria-invalid={fileError ? true : undefined}
                aria-describedby={fileError ? `${fileId}-error` : undefined}
                onChange={(event) => void choose(index, event)}
              />
              {fileError && (
                <p className="so-error" id={`${fileId}-error`}>
                  {fileError}
                </p>
              )}
            </div>
            <button type="button" className="so-link" onClick={() => removeRow(index)}>
              {t('docs.remove', { number: index + 1 })}
            </button>
          </div>
        );
      })}
      <button type="button" className="so-btn" onClick={() => app.setField('document_types', [...types, ''])}>
        {t('docs.add')}
      </button>
    </fieldset>
  );
}
