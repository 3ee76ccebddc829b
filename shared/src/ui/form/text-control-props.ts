import type { FieldInputProps } from 'react-final-form';

/** Wires a Fluent text-like control (`onChange(event, { value })`) to a final-form string field. */
export function textControlProps(input: FieldInputProps<string>) {
  return {
    name: input.name,
    value: input.value ?? '',
    onChange: (_event: unknown, data: { value: string }) => input.onChange(data.value),
    onBlur: input.onBlur,
    onFocus: input.onFocus,
  };
}
