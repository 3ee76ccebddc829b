/** The element a field's error belongs to, to focus it: document rows have ids of their own. */
export function elementIdOf(field: string): string {
  const row = /^client_documents[.[](\d+)\]?[.[](\w+)\]?$/.exec(field);
  if (!row) return field;
  return `client_documents-${row[1]}-${row[2] === 'files' ? 'files' : 'type'}`;
}

/** Server keys in bracket form (`client_documents[0][files]`) as the rules' dotted paths. */
export function dottedField(field: string): string {
  const row = /^client_documents\[(\d+)\]\[(\w+)\]$/.exec(field);
  return row ? `client_documents.${row[1]}.${row[2]}` : field;
}
