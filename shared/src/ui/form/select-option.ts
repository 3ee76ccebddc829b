/** An entry of a server list (`{id, name}`); the form keeps the id. */
export interface SelectOption {
  id: number | string;
  name: string;
}

/** Native controls speak strings; this finds the option, and so the id's own type, again. */
export function optionById(options: SelectOption[], value: string): SelectOption | undefined {
  return options.find((option) => String(option.id) === value);
}
