import { useT } from '../../kit/i18n';
import { AddressGroup } from './address-group';
import type { StepProps } from './step-props';

/** Step 2, where you live: the ID card's address and, unless it is the same, the home address. */
export function AddressStep(props: StepProps) {
  const { t } = useT();
  const { app } = props;
  return (
    <>
      <AddressGroup {...props} kind="nid" />
      <div className="so-check">
        <input
          type="checkbox"
          id="home_same"
          checked={app.values.home_same}
          onChange={(event) => app.setField('home_same', event.target.checked)}
        />
        <label htmlFor="home_same">{t('group.sameAsId')}</label>
      </div>
      {!app.values.home_same && <AddressGroup {...props} kind="home" />}
    </>
  );
}
