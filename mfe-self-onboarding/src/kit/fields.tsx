import type { InputHTMLAttributes, ReactNode } from 'react';
import { useT } from './i18n';

interface FieldFrameProps {
  id: string;
  label: string;
  /** `derived`: neither required nor optional to the applicant, since it is never typed. */
  required?: boolean | 'derived';
  hint?: string;
  error?: string;
  children: (described: { 'aria-describedby'?: string; 'aria-invalid'?: true; id: string }) => ReactNode;
}

/** Label, hint and the error in words under the field, tied to it for screen readers. */
function FieldFrame({ id, label, required, hint, error, children }: FieldFrameProps) {
  const { t } = useT();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="so-field">
      <label htmlFor={id}>
        {label}
        {required === 'derived' ? null : required ? (
          <span className="so-req" aria-hidden="true">
            *
          </span>
        ) : (
          ` ${t('field.optional')}`
        )}
      </label>
      {hint && (
        <span className="so-hint" id={hintId}>
          {hint}
        </span>
      )}
      {children({ id, 'aria-describedby': describedBy, ...(error && { 'aria-invalid': true as const }) })}
      {error && (
        <p className="so-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  id: string;
  label: string;
  value: string;
  hint?: string;
  error?: string;
  onValue: (value: string) => void;
}

export function TextInput({ id, label, value, hint, error, required, onValue, ...input }: InputProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      {(described) => (
        <input
          {...input}
          {...described}
          name={id}
          value={value}
          required={required}
          aria-required={required || undefined}
          onChange={(event) => onValue(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}

export interface SelectProps {
  id: string;
  label: string;
  value: string;
  options: { id: number; name: string }[];
  required?: boolean;
  error?: string;
  disabled?: boolean;
  onValue: (value: string) => void;
  onBlur?: () => void;
}

export function SelectInput({ id, label, value, options, required, error, disabled, onValue, onBlur }: SelectProps) {
  const { t } = useT();
  return (
    <FieldFrame id={id} label={label} error={error} required={required}>
      {(described) => (
        <select
          {...described}
          name={id}
          value={value}
          required={required}
          disabled={disabled}
          onChange={(event) => onValue(event.target.value)}
          onBlur={onBlur}
        >
          <option value="">{t('field.choose')}</option>
          {options.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.name}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** A value derived from another field (birth date, age, gender, expiry): shown, never typed. */
export function ReadOnlyInput({ id, label, value, hint }: { id: string; label: string; value: string; hint?: string }) {
  return (
    <FieldFrame id={id} label={label} hint={hint} required="derived">
      {(described) => <input {...described} value={value} readOnly />}
    </FieldFrame>
  );
}
