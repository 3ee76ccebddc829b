import { useState } from 'react';
import { Combobox, Option, type OptionOnSelectData } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@back-office/shared/ui';
import { useGetAuditActorsQuery } from '../../api/audit-api';

const SEARCH_DELAY_MS = 200;

export interface PersonPickerProps {
  userId: number | undefined;
  /** The chosen person's name when the page already knows it (an entry of theirs is listed). */
  knownName: string | undefined;
  onChange: (userId: number | undefined) => void;
  className?: string;
}

/** Who acted: any staff account, found by part of its name or e-mail (issue 17). */
export function PersonPicker({ userId, knownName, onChange, className }: PersonPickerProps) {
  const { t } = useTranslation('audit');
  const [typed, setTyped] = useState<string | null>(null);
  const search = useDebouncedValue((typed ?? '').trim(), SEARCH_DELAY_MS);
  const actors = useGetAuditActorsQuery(search);
  const options = actors.data ?? [];
  const chosenName = options.find((actor) => actor.id === userId)?.name ?? knownName ?? (userId ? `#${userId}` : '');

  function choose(_event: unknown, data: OptionOnSelectData) {
    const id = Number(data.optionValue);
    setTyped(null);
    onChange(id > 0 ? id : undefined);
  }

  return (
    <Combobox
      className={className}
      value={typed ?? chosenName}
      selectedOptions={userId ? [String(userId)] : []}
      placeholder={t('filters.personPlaceholder')}
      clearable
      onChange={(event) => {
        setTyped(event.target.value);
        if (event.target.value === '') onChange(undefined);
      }}
      onOptionSelect={choose}
      onBlur={() => setTyped(null)}
    >
      {options.map((actor) => (
        <Option key={actor.id} value={String(actor.id)} text={actor.name}>
          {`${actor.name} (${actor.email})`}
        </Option>
      ))}
      {options.length === 0 && !actors.isFetching && (
        <Option value="" text="" disabled>
          {t('filters.noPeople')}
        </Option>
      )}
    </Combobox>
  );
}
