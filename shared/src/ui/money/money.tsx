import { formatMoney } from '../../i18n/format';
import { selectLanguage } from '../../preferences/preferences-slice';
import { useAppSelector } from '../../store/store';

/** An EGP amount (decimal string or number) written the current language's way. */
export function Money({ value }: { value: string | number }) {
  const language = useAppSelector(selectLanguage);
  return <span>{formatMoney(value, language)}</span>;
}
