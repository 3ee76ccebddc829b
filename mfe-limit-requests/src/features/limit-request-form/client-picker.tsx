import { useState } from 'react';
import { Combobox, Option, type OptionOnSelectData } from '@back-office/shared/fluent-extra';
import { useField, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@back-office/shared';
import { FieldFrame, useDebouncedValue, visibleError } from '@back-office/shared/ui';
import { useSearchRequestClientsQuery } from '../../api/client-picker-api';
import { ClientOption } from './client-option';

/** SPEC §9: the picker searches once typing pauses for 200 ms. */
const CLIENT_SEARCH_DELAY_MS = 200;

/** Chooses the request's client by name, code or national id; only submitted clients can be chosen. */
export function ClientPicker() {
  const { t } = useTranslation('limitRequests');
  const form = useForm();
  const { input, meta } = useField<number | undefined>('client_id');
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim(), CLIENT_SEARCH_DELAY_MS);
  const clients = useSearchRequestClientsQuery(search);
  const options = clients.data ?? [];
  const loadError = clients.error && errorMessage(clients.error, t('form.errors.errorFetchingClients'));

  function choose(_event: unknown, data: OptionOnSelectData) {
    const id = Number(data.optionValue);
    // No client (typing over the choice) or client 0: the whole request belonged to the old one.
    if (!id) {
      form.reset();
      return;
    }
    setQuery(data.optionText ?? '');
    input.onChange(id);
  }

  return (
    <FieldFrame label={t('form.fields.client')} required error={visibleError(meta) ?? loadError}>
      <Combobox
        value={query}
        selectedOptions={input.value ? [String(input.value)] : []}
        placeholder={t('form.picker.placeholder')}
        onChange={(event) => setQuery(event.target.value)}
        onOptionSelect={choose}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
      >
        {options.map((client) => (
          <ClientOption key={client.id} client={client} />
        ))}
        {options.length === 0 && !clients.isFetching && (
          <Option value="" text="" disabled>
            {t('form.picker.noClients')}
          </Option>
        )}
      </Combobox>
    </FieldFrame>
  );
}
