import { formatMoney, selectLanguage, useAppSelector } from '@back-office/shared';

/** An EGP amount (decimal string or number) written the current language's way. */
export function Money({ value }: { value: string | number }) {
  const language = useAppSelector(selectLanguage);
  return <span>{formatMoney(value, language)}</span>;
}
