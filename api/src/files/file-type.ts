/** Bytes read from the start of every upload to decide what it really is. */
export const SNIFF_BYTES = 4096;

interface FileType {
  mime: string;
  extensions: readonly string[];
  /** The content really is this type (given its first bytes). */
  matches(head: Buffer): boolean;
  /** Opened in the browser tab; anything else downloads. */
  inline: boolean;
}

const startsWith = (signature: number[] | string) => {
  const bytes = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return (head: Buffer) => head.subarray(0, bytes.length).equals(bytes);
};

/** Tab, line feed, form feed, carriage return, escape are the only controls plain text carries. */
const looksLikeText = (head: Buffer) => !head.some((byte) => byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d, 0x1b].includes(byte));

/** Browsers sniff markup despite the extension in some paths; refuse it outright. */
const looksLikeMarkup = (head: Buffer) =>
  /^\s*<(?:!doctype|html|head|body|script|svg|iframe|\?xml|!--)/i.test(head.toString('utf8').replace(/^\uFEFF/, ''));

const isPlainText = (head: Buffer) => looksLikeText(head) && !looksLikeMarkup(head) && !BINARY_TYPES.some((type) => type.matches(head));

const BINARY_TYPES: FileType[] = [
  { mime: 'application/pdf', extensions: ['.pdf'], matches: startsWith('%PDF-'), inline: true },
  { mime: 'image/png', extensions: ['.png'], matches: startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), inline: true },
  { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'], matches: startsWith([0xff, 0xd8, 0xff]), inline: true },
  // Outlook .msg files are OLE compound files.
  {
    mime: 'application/vnd.ms-outlook',
    extensions: ['.msg'],
    matches: startsWith([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    inline: false,
  },
];

const TEXT_TYPES: FileType[] = [
  { mime: 'text/plain', extensions: ['.txt'], matches: isPlainText, inline: false },
  // An e-mail message opens with a header line such as "From: …" or "Received: …".
  {
    mime: 'message/rfc822',
    extensions: ['.eml'],
    matches: (head) => isPlainText(head) && /^[\x21-\x39\x3b-\x7e]+:/.test(head.toString('latin1')),
    inline: false,
  },
  // Saved web pages (limit-request papers only): always downloaded, never rendered by us.
  {
    mime: 'text/html',
    extensions: ['.html', '.htm'],
    matches: (head) => looksLikeText(head) && !BINARY_TYPES.some((type) => type.matches(head)),
    inline: false,
  },
];

/** SPEC §5 upload types: PDF, plain text, e-mail messages, PNG and JPEG. */
export const UPLOAD_TYPES = [
  'application/pdf',
  'text/plain',
  'message/rfc822',
  'application/vnd.ms-outlook',
  'image/png',
  'image/jpeg',
] as const;

/**
 * The upload's type among `accepted`, decided by the extension AND the content agreeing.
 * The browser's Content-Type is never consulted: it is whatever the sender says.
 */
export function detectFileType(fileName: string, head: Buffer, accepted: readonly string[] = UPLOAD_TYPES): FileType | undefined {
  const extension = /\.[^./\\]+$/.exec(fileName.toLowerCase())?.[0];
  if (!extension) return undefined;
  const type = [...BINARY_TYPES, ...TEXT_TYPES].find(
    (candidate) => candidate.extensions.includes(extension) && accepted.includes(candidate.mime),
  );
  return type?.matches(head) ? type : undefined;
}

export const isInlineType = (mime: string) => [...BINARY_TYPES, ...TEXT_TYPES].some((type) => type.mime === mime && type.inline);
