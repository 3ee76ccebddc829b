/**
 * Issue 16: what the multipart parser (@fastify/busboy under @fastify/multipart) raises for a
 * body the sender broke: no boundary, a body cut short, a part cut short, broken part headers,
 * a prototype key as a field name. Each is a 400 of the sender's, never a 500 of ours.
 */
const PARSER_MESSAGES = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
  /^Malformed/,
];
const PARSER_CODES = new Set(['FST_MP_PREMATURE_CLOSE', 'FST_PROTO_VIOLATION']);

export function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: string };
  return (code !== undefined && PARSER_CODES.has(code)) || PARSER_MESSAGES.some((message) => message.test(error.message));
}
