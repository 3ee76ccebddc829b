import { useForm } from 'react-final-form';
import { NID_VALIDITY_YEARS, addYears, deriveIdentity, parseWireDate, toWireDate } from '@back-office/shared/rules';
import { useFieldChange } from './use-field-change';

/** `YYYY-MM` seven years after the issuance month, or undefined for no or a bad month. */
export function expiryMonth(issuance: string | undefined): string | undefined {
  const date = issuance ? parseWireDate(issuance) : undefined;
  return date ? toWireDate(addYears(date, NID_VALIDITY_YEARS)).slice(0, 7) : undefined;
}

/** SPEC §4: expiry follows issuance; birth date, age and gender follow the national ID. */
export function useDerivedIdentityFields(): void {
  const form = useForm();
  useFieldChange('NID_issuance_date', (issuance: string | undefined) => form.change('NID_expired_date', expiryMonth(issuance)));
  useFieldChange('national_id', (nationalId: string | undefined) => {
    const derived = nationalId ? deriveIdentity(nationalId.trim()) : undefined;
    form.batch(() => {
      form.change('birth_date', derived?.birth_date);
      form.change('age', derived?.age);
      form.change('gender', derived?.gender);
    });
  });
}

/** Changing a governorate empties its city and area; changing a city empties its area. */
export function useAddressCascade(kind: string): void {
  const form = useForm();
  useFieldChange(`${kind}_governorate_id`, () =>
    form.batch(() => {
      form.change(`${kind}_city_id`, undefined);
      form.change(`${kind}_area_id`, undefined);
    }),
  );
  useFieldChange(`${kind}_city_id`, () => form.change(`${kind}_area_id`, undefined));
}
