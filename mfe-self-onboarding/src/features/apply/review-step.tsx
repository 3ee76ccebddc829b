import { Heading } from '../../kit/heading';
import type { ReactNode } from 'react';
import { formatDate, formatMonth, formatNumber, useT } from '../../kit/i18n';
import { PHOTO_FIELDS } from '../../kit/photos/photo-set';
import { derivedIdentity, effectiveValues, expiryMonth, type AddressKind, type ApplyValues } from './apply-values';
import type { StepProps } from './step-props';
import { STEPS, stepTitle, type StepId } from './steps';
import { useAreas, useCities } from './use-lists';
import { findFreelanceId } from './validate-application';

const nameOf = (list: { id: number; name: string }[], id: string) => list.find((item) => String(item.id) === id)?.name ?? '';

function Address({ values, kind, governorates }: { values: ApplyValues; kind: AddressKind; governorates: { id: number; name: string }[] }) {
  const governorate = values[`${kind}_governorate_id`];
  const city = values[`${kind}_city_id`];
  const cities = useCities(governorate);
  const areas = useAreas(city);
  const street = values[kind === 'nid' ? 'NID_address' : kind === 'home' ? 'home_address' : 'company_address'];
  return (
    <>
      {[street, nameOf(areas, values[`${kind}_area_id`]), nameOf(cities, city), nameOf(governorates, governorate)]
        .filter(Boolean)
        .join('، ')}
    </>
  );
}

/** Step 5: every answer with a link back to its step, the consent, the hidden honeypot. */
export function ReviewStep({ app, binding, options, onEdit }: StepProps & { onEdit: (step: StepId) => void }) {
  const { t, lang } = useT();
  const values = effectiveValues(app.values);
  const derived = derivedIdentity(values.national_id);
  const empty = t('review.empty');
  const freelance = Number(values.employment_type_id) === findFreelanceId(options.employment_types);
  const rows: Record<Exclude<StepId, 'review'>, [string, ReactNode][]> = {
    identity: [
      [t('field.client_name'), values.client_name],
      [t('field.national_id'), <bdi key="id">{values.national_id}</bdi>],
      [t('field.birth_date'), derived ? formatDate(derived.birth_date, lang) : ''],
      [t('field.age'), derived ? formatNumber(derived.age, lang) : ''],
      [t('field.gender'), derived ? t(`gender.${derived.gender}`) : ''],
      [t('field.NID_issuance_date'), values.NID_issuance_date ? formatMonth(values.NID_issuance_date, lang) : ''],
      [t('field.NID_expired_date'), expiryMonth(values.NID_issuance_date) ? formatMonth(expiryMonth(values.NID_issuance_date), lang) : ''],
      [t('field.prime_mobile_number'), <bdi key="m1">{values.prime_mobile_number}</bdi>],
      [t('field.second_mobile_number'), values.second_mobile_number ? <bdi key="m2">{values.second_mobile_number}</bdi> : ''],
    ],
    address: [
      [t('group.nid'), <Address key="nid" values={values} kind="nid" governorates={options.governorates} />],
      [t('group.home'), <Address key="home" values={values} kind="home" governorates={options.governorates} />],
    ],
    work: [
      [t('field.employment_type_id'), nameOf(options.employment_types, values.employment_type_id)],
      ...(freelance ? [] : [[t('field.company_name'), values.company_name] as [string, ReactNode]]),
      [t('field.title'), values.title],
      [t('field.company_sector'), nameOf(options.company_sectors, values.company_sector)],
      [t('field.monthly_income'), values.monthly_income ? formatNumber(Number(values.monthly_income), lang) : ''],
      [t('group.company'), <Address key="company" values={values} kind="company" governorates={options.governorates} />],
    ],
    photos: [
      ...PHOTO_FIELDS.map((field): [string, ReactNode] => [t(`photo.${field}`), app.photos[field] ? t('review.attached') : '']),
      ...values.document_types.map((type, index): [string, ReactNode] => [
        nameOf(options.client_documents, type) || t('docs.row', { number: index + 1 }),
        app.photos.documents[index]?.name ?? '',
      ]),
    ],
  };
  const consentError = binding.errorOf('consent');
  return (
    <>
      <p>{t('review.intro')}</p>
      {STEPS.filter((step): step is Exclude<StepId, 'review'> => step !== 'review').map((step) => (
        <section key={step} className="so-review" aria-labelledby={`review-${step}`}>
          <div className="so-review-head">
            <Heading depth={2} id={`review-${step}`}>
              {t(stepTitle(step))}
            </Heading>
            <button type="button" className="so-link" onClick={() => onEdit(step)}>
              {t('nav.edit', { step: t(stepTitle(step)) })}
            </button>
          </div>
          <dl>
            {rows[step].map(([label, value], index) => (
              <div key={index} style={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd>{value === '' ? empty : value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <div className="so-check">
        <input
          type="checkbox"
          id="consent"
          checked={app.values.consent}
          aria-invalid={consentError ? true : undefined}
          aria-describedby={consentError ? 'consent-error' : undefined}
          onChange={(event) => {
            app.setField('consent', event.target.checked);
            app.touch('consent');
          }}
        />
        <label htmlFor="consent">{t('review.consent')}</label>
      </div>
      {consentError && (
        <p className="so-error" id="consent-error">
          {consentError}
        </p>
      )}
      {/* Honeypot (SPEC §6): people never see or reach it, so anything in it was typed by a bot. */}
      <div className="so-trap" aria-hidden="true">
        <label htmlFor="website">{t('review.honeypot')}</label>
        <input
          id="website"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={app.values.website}
          onChange={(event) => app.setField('website', event.target.value)}
        />
      </div>
    </>
  );
}
