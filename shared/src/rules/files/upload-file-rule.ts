/** SPEC §9: uploads are at most 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** SPEC §5 upload types: PDF, plain text, e-mail messages, PNG and JPEG. */
export const UPLOAD_EXTENSIONS = ['.pdf', '.txt', '.eml', '.msg', '.png', '.jpg', '.jpeg'] as const;

const UPLOAD_MIME_TYPES = new Set([
  'application/pdf',
  'text/plain',
  'message/rfc822',
  'application/vnd.ms-outlook',
  'image/png',
  'image/jpeg',
]);

/** What the rule needs of a File, so the API can check its uploads with it too. */
export interface UploadFileFacts {
  name: string;
  size: number;
  type: string;
}

/** SPEC §5 fileSizeExceedsLimit, on its own so a picker can refuse a file the moment it is chosen (issue 15). */
export function fileSizeExceedsLimit(file: Pick<UploadFileFacts, 'size'>): boolean {
  return file.size > MAX_UPLOAD_BYTES;
}

/**
 * The rule key a chosen file breaks, if any. Browsers often leave the type of .eml and .msg
 * files empty, so a known extension is enough.
 */
export function uploadFileRule(file: UploadFileFacts): string | undefined {
  const name = file.name.toLowerCase();
  const knownType = UPLOAD_MIME_TYPES.has(file.type) || UPLOAD_EXTENSIONS.some((extension) => name.endsWith(extension));
  if (!knownType) return 'files.invalidFileType';
  if (fileSizeExceedsLimit(file)) return 'files.fileSizeExceedsLimit';
  return undefined;
}
