import { useState } from 'react';
import { Field } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { MultiSelect } from '@back-office/shared/ui';
import { filterErrors } from './filter-rules';

export interface RequestCodesFieldProps {
  codes: string[];
  selected: string[];
  onChange: (codes: string[]) => void;
  className?: string;
}

/** Request codes to narrow the list to; a choice past the limit is refused and said why. */
export function RequestCodesField({ codes, selected, onChange, className }: RequestCodesFieldProps) {
  const { t } = useTranslation('limitRequests');
  const { t: tRule } = useTranslation('rules');
  const [refusal, setRefusal] = useState<string>();
  return (
    <Field
      label={t('filters.requestCodes')}
      className={className}
      validationMessage={refusal && tRule(refusal)}
      validationState={refusal ? 'error' : 'none'}
    >
      <MultiSelect
        options={codes.map((code) => ({ id: code, name: code }))}
        selectedIds={selected}
        placeholder={t('filters.allCodes')}
        onChange={(ids) => {
          const chosen = ids.map(String);
          // The dropdown is controlled, so leaving `selected` as it is keeps the extra code unticked.
          const error = filterErrors({ codes: chosen, dateFrom: '', dateTo: '' }).codes;
          setRefusal(error);
          if (!error) onChange(chosen);
        }}
      />
    </Field>
  );
}
