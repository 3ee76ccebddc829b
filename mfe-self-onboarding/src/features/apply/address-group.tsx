import { useT } from '../../kit/i18n';
import { ADDRESS_TEXT, type AddressKind, type TextField } from './apply-values';
import { SelectInput, TextInput } from '../../kit/fields';
import type { StepProps } from './step-props';
import { useAreas, useCities } from './use-lists';

/** Governorate, city, area and the street of one address; a new governorate empties city and area. */
export function AddressGroup({ app, binding: { bind }, options, kind }: StepProps & { kind: AddressKind }) {
  const { t } = useT();
  const field = (part: 'governorate' | 'city' | 'area') => `${kind}_${part}_id` as TextField;
  const cities = useCities(app.values[field('governorate')]);
  const areas = useAreas(app.values[field('city')]);
  const select = (part: 'governorate' | 'city' | 'area', list: { id: number; name: string }[], clear: TextField[]) => {
    const { onValue, onBlur, ...rest } = bind(field(part));
    return (
      <SelectInput
        {...rest}
        label={t(`field.${part}`)}
        options={list}
        required
        onBlur={onBlur}
        onValue={(value) => {
          onValue(value);
          for (const dependant of clear) app.setField(dependant, '');
        }}
      />
    );
  };
  const textField = ADDRESS_TEXT[kind];
  return (
    <fieldset>
      <legend>{t(`group.${kind}`)}</legend>
      <div className="so-row">
        {select('governorate', options.governorates, [field('city'), field('area')])}
        {select('city', cities, [field('area')])}
        {select('area', areas, [])}
      </div>
      <TextInput
        {...bind(textField)}
        label={t('field.address')}
        hint={kind === 'company' ? t('hint.company_address') : undefined}
        required
        autoComplete={kind === 'company' ? 'off' : 'street-address'}
      />
    </fieldset>
  );
}
