import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useVisuallyHiddenStyles } from '@back-office/shared/ui';

/**
 * A trap for form-filling bots: off screen and out of the tab order and the accessibility
 * tree, so only a bot fills it, and the server can drop what it sends. Hidden by clipping,
 * not `display: none`, which bots know to skip.
 */
export function HoneypotField() {
  const { t } = useTranslation('selfOnboarding');
  const hidden = useVisuallyHiddenStyles();
  const { input } = useField<string>('website', { subscription: { value: true } });
  return (
    <div className={hidden.root} aria-hidden="true">
      <label>
        {t('honeypot')}
        <input type="text" name={input.name} value={input.value ?? ''} onChange={input.onChange} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
