import { useCallback } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { ReferenceItem, ReferenceItemInput, ReferenceList } from '@back-office/shared/contract';
import { DOCUMENT_KINDS } from '@back-office/shared/contract/enums';
import { Button, makeStyles, tokens } from '@back-office/shared/fluent-core';
import { Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@back-office/shared/fluent-extra';
import { errorMessage, fieldErrors, useTranslateRules } from '@back-office/shared';
import { validateReferenceNames } from '@back-office/shared/rules';
import { FormFrame, SelectField, TextInputField, useNotify } from '@back-office/shared/ui';
import { FORM_ERROR } from 'final-form';
import { useCreateReferenceItemMutation, useGetReferenceItemsQuery, useUpdateReferenceItemMutation } from '../../api/reference-api';
import { useItemName } from './use-item-name';

const useStyles = makeStyles({
  cancel: { alignSelf: 'flex-start', marginTop: tokens.spacingVerticalS },
});

type Values = ReferenceItemInput;

export interface ReferenceItemDialogProps {
  list: ReferenceList;
  /** The item edited; absent to add one. */
  item?: ReferenceItem;
  /** The governorate, city or merchant a new city, area, branch or product belongs to. */
  parentId?: number;
  onClose: () => void;
}

/** Issue 17: add or edit an item: both names, and the list's own extra field. Server field errors land on the fields. */
export function ReferenceItemDialog({ list, item, parentId, onClose }: ReferenceItemDialogProps) {
  const { t } = useTranslation('reference');
  const styles = useStyles();
  const notify = useNotify();
  const nameOf = useItemName();
  const translateRules = useTranslateRules();
  const [create] = useCreateReferenceItemMutation();
  const [update] = useUpdateReferenceItemMutation();
  const employment = useGetReferenceItemsQuery({ list: 'employment-types', per_page: 100 }, { skip: list !== 'limit-request-types' });
  const validate = useCallback((values: Values) => translateRules(validateReferenceNames(values)), [translateRules]);

  async function submit(values: Values) {
    const body: ReferenceItemInput = {
      name_ar: values.name_ar,
      name_en: values.name_en,
      ...(list === 'limit-request-types' && { employment_type_id: values.employment_type_id ?? null }),
      ...(list === 'limit-request-document-types' && { kind: values.kind ?? 'general' }),
      ...(!item && parentId !== undefined && { parent_id: parentId }),
    };
    const result = item ? await update({ list, id: item.id, body }) : await create({ list, body });
    if (result.error) return { ...fieldErrors(result.error), [FORM_ERROR]: errorMessage(result.error, t('errors.saving')) };
    notify.success(result.data.message ?? t('actions.save'));
    onClose();
    return undefined;
  }

  const title = item ? t('dialog.editTitle', { name: nameOf(item) }) : t('dialog.addTitle', { list: t(`lists.${list}`) });
  const employmentOptions = (employment.data?.data ?? [])
    .filter((type) => type.active || type.id === item?.employment_type_id)
    .map((type) => ({ id: type.id, name: nameOf(type) }));
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <Form<Values>
              onSubmit={submit}
              validate={validate}
              initialValues={{
                name_ar: item?.name_ar ?? '',
                name_en: item?.name_en ?? '',
                employment_type_id: item?.employment_type_id ?? undefined,
                kind: item?.kind ?? 'general',
              }}
            >
              {({ handleSubmit, submitting, submitError }) => (
                <FormFrame onSubmit={handleSubmit} submitting={submitting} submitLabel={t('actions.save')} message={submitError as string}>
                  <TextInputField name="name_ar" label={t('fields.nameAr')} dir="rtl" lang="ar" required />
                  <TextInputField name="name_en" label={t('fields.nameEn')} dir="ltr" lang="en" required />
                  {list === 'limit-request-types' && (
                    <SelectField
                      name="employment_type_id"
                      label={t('fields.employmentType')}
                      options={employmentOptions}
                      placeholder={t('fields.none')}
                    />
                  )}
                  {list === 'limit-request-document-types' && (
                    <SelectField
                      name="kind"
                      label={t('fields.kind')}
                      options={DOCUMENT_KINDS.map((kind) => ({ id: kind, name: t(`kinds.${kind}`) }))}
                    />
                  )}
                </FormFrame>
              )}
            </Form>
            <Button className={styles.cancel} onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
