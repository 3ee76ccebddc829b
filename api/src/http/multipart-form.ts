import { MAX_UPLOAD_BYTES } from '@back-office/shared/rules';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { openDataUrl } from '../files/data-url';
import type { FileStorage } from '../files/file-storage';
import { UPLOAD_TYPES } from '../files/file-type';
import {
  withUploads,
  type CapRefusal,
  type StoredUpload,
  type UploadBatch,
  type UploadLimits,
  type UploadOutcome,
} from '../files/upload-batch';
import { AppError } from './app-error';

/** What an uploaded file may be: MIME types (SPEC §5 upload types unless said) and the rule key for anything else. */
interface FileRule {
  accepted?: readonly string[];
  /** Replaces `files.invalidFileType` when the file is refused for its content. */
  refusal?: string;
  description?: string;
}

/** One text field, `name`. */
export interface TextField {
  kind: 'text';
  description?: string;
  /** Documented only: the form's rules check the value and answer with translated field errors. */
  pattern?: string;
  /** Documented only, from the shared rules' limits (issue 16); the rules refuse a longer value with a field error. */
  maxLength?: number;
}

/** Indexed text fields, `name[i]`. */
export interface TextListField {
  kind: 'texts';
  description?: string;
  maxLength?: number;
}

/** One file, `name`; with `dataUrl` a camera capture may come as a `data:image/…;base64,` text instead. */
export interface FileField extends FileRule {
  kind: 'file';
  dataUrl?: boolean;
}

/** Rows of documents, `name[i][document_type_id]`, `name[i][<fileKey>]` and, when `existingPath`, `name[i][existing_path]`. */
export interface DocumentsField<K extends string = string> extends FileRule {
  kind: 'documents';
  fileKey: K;
  existingPath?: boolean;
  /** How many rows the form takes; 100 (two-digit indexes) unless said. */
  maxRows?: number;
  typeDescription?: string;
  /** Documents the type id as digits; the form's rules still check it. */
  typeIdPattern?: boolean;
  /** `[files][]` or `[files][0]`: what some clients send for a one-file row. */
  fileSuffix?: boolean;
}

export type FieldSpec = TextField | TextListField | FileField | DocumentsField;
export type FormTable = Record<string, FieldSpec>;

/** One row of documents as read: the file is in storage already, unchecked beyond its type and size. */
export type FormDocument<K extends string> = { document_type_id?: string; existing_path?: string } & { [P in K]?: StoredUpload };

type NamesOf<T extends FormTable, Kind extends FieldSpec['kind']> = { [N in keyof T]: T[N]['kind'] extends Kind ? N : never }[keyof T] &
  string;

export interface MultipartForm<T extends FormTable> {
  /** Text fields of the table by name (absent when not sent); a repeated field keeps its first value. */
  fields: Record<string, string>;
  /** `name[i]` by index; an index not sent is a hole. */
  lists: Record<NamesOf<T, 'texts'>, string[]>;
  files: Partial<Record<NamesOf<T, 'file'>, StoredUpload>>;
  documents: { [N in NamesOf<T, 'documents'>]: FormDocument<T[N] extends DocumentsField<infer K> ? K : never>[] };
  /** Uploads refused for their content, by the forms' dotted paths (`client_documents.0.files`, `front_image`). */
  fileErrors: Record<string, string[]>;
}

/** A 10 MB image as base64 text, with its `data:image/jpeg;base64,` header. */
const DATA_URL_BYTES = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + 64;

/** The form as it is filled in, before it takes the table's type. */
interface FormInProgress {
  fields: Record<string, string>;
  lists: Record<string, string[]>;
  files: Record<string, StoredUpload>;
  documents: Record<string, Record<string, unknown>[]>;
  fileErrors: Record<string, string[]>;
}

type Target = { field: string; rule: FileField | DocumentsField; row?: Record<string, unknown>; fileKey?: string } | undefined;

/** Which entry of the table a part names: a field, an index of a list, or a key of a document row. */
function locate(table: FormTable, name: string) {
  const bracket = /^([^[\]]+)\[(\d{1,2})\](?:\[([a-z_]+)\](\[\d?\])?)?$/.exec(name);
  const spec = table[bracket ? bracket[1]! : name];
  if (!spec) return undefined;
  if (!bracket) return spec.kind === 'text' || spec.kind === 'file' ? { spec, name } : undefined;
  const [, list, indexText, key, suffix] = bracket as unknown as [string, string, string, string | undefined, string | undefined];
  const index = Number(indexText);
  if (spec.kind === 'texts' && key === undefined) return { spec, name: list, index };
  if (spec.kind !== 'documents' || key === undefined || index >= (spec.maxRows ?? 100)) return undefined;
  if (suffix !== undefined && !spec.fileSuffix) return undefined;
  if (key !== spec.fileKey && key !== 'document_type_id' && !(key === 'existing_path' && spec.existingPath)) return undefined;
  return { spec, name: list, index, key };
}

/** Row `index` of a document list, the rows before it made as needed. */
function rowAt(form: FormInProgress, list: string, index: number): Record<string, unknown> {
  const rows = form.documents[list]!;
  for (let i = rows.length; i <= index; i += 1) rows.push({});
  return rows[index]!;
}

/** A camera capture: a file part, or the canvas's data URL sent as text. */
async function storeCapture(part: MultipartFile, uploads: UploadBatch, accepted: readonly string[]): Promise<UploadOutcome | undefined> {
  if (part.filename) return uploads.store(part.filename, part.file, accepted);
  const image = await openDataUrl(part.file);
  if (image.outcome === 'empty') return undefined;
  if (image.outcome === 'invalid') return { rejected: 'files.invalidFileType' };
  const outcome = await uploads.store(`${part.fieldname}${image.extension}`, image.bytes, accepted);
  if (part.file.truncated) return { rejected: 'files.fileSizeExceedsLimit' };
  return image.wellFormed() ? outcome : { rejected: 'files.invalidFileType' };
}

/** Issue 19: an application's caps end the request, the field named: too many files is the form's fault (422), the rest too large (413). */
const CAP_STATUS: Record<CapRefusal, 413 | 422> = {
  'files.tooManyFiles': 422,
  'files.applicationFileTooLarge': 413,
  'files.applicationFilesTooLarge': 413,
  'files.dailyUploadLimitReached': 413,
};

async function readFile(form: FormInProgress, target: Target, part: MultipartFile, uploads: UploadBatch | undefined): Promise<void> {
  const capture = target?.rule.kind === 'file' && target.rule.dataUrl;
  const taken =
    !target ||
    form.fileErrors[target.field] ||
    (target.row ? target.row[target.fileKey!] : form.files[target.field]) ||
    (!capture && !part.filename);
  if (taken || !uploads) {
    part.file.resume();
    return;
  }
  const accepted = target.rule.accepted ?? UPLOAD_TYPES;
  const outcome = capture ? await storeCapture(part, uploads, accepted) : await uploads.store(part.filename, part.file, accepted);
  if (!outcome) return;
  if ('stored' in outcome) {
    if (target.row) target.row[target.fileKey!] = outcome.stored;
    else form.files[target.field] = outcome.stored;
  } else if (outcome.rejected === 'files.fileSizeExceedsLimit')
    throw new AppError(413, 'payloadTooLarge', { [target.field]: [outcome.rejected] });
  else if (outcome.rejected in CAP_STATUS) {
    const status = CAP_STATUS[outcome.rejected as CapRefusal];
    throw new AppError(status, status === 413 ? 'payloadTooLarge' : 'validationFailed', { [target.field]: [outcome.rejected] });
  } else form.fileErrors[target.field] = [target.rule.refusal ?? outcome.rejected];
}

/**
 * Reads a multipart form (SPEC §7) as `table` describes it, streaming each file into
 * `uploads` as it arrives: only the table's fields are kept, other parts are drained
 * unread. A file over 10 MB ends the request (413); a file of the wrong type is a field
 * error for the form's rules to report beside theirs (422).
 */
export async function readMultipartForm<T extends FormTable>(
  request: FastifyRequest,
  table: T,
  uploads?: UploadBatch,
): Promise<MultipartForm<T>> {
  if (!uploads && Object.values(table).some((spec) => spec.kind === 'file' || spec.kind === 'documents'))
    throw new Error('a form with files needs an upload batch');
  if (!request.isMultipart()) throw new AppError(415, 'unsupportedMediaType');
  const specs = Object.entries(table);
  const form = {
    fields: Object.create(null) as Record<string, string>,
    lists: Object.fromEntries(specs.filter(([, spec]) => spec.kind === 'texts').map(([name]) => [name, []])),
    files: {},
    documents: Object.fromEntries(specs.filter(([, spec]) => spec.kind === 'documents').map(([name]) => [name, []])),
    fileErrors: {},
  } as FormInProgress;
  // Captures are read as streams even when sent as text: a data URL can be 14 MB.
  const captures = new Set(specs.filter(([, spec]) => spec.kind === 'file' && spec.dataUrl).map(([name]) => name));
  const parts = captures.size
    ? request.parts({
        limits: { fileSize: DATA_URL_BYTES },
        isPartAFile: (name, type, fileName) => captures.has(name ?? '') || type === 'application/octet-stream' || fileName !== undefined,
      })
    : request.parts();
  for await (const part of parts) {
    const at = locate(table, part.fieldname);
    const isFileKey = at?.spec.kind === 'documents' && at.key === at.spec.fileKey;
    if (part.type === 'file') {
      let target: Target;
      if (at?.spec.kind === 'file') target = { field: at.name, rule: at.spec };
      else if (isFileKey)
        target = {
          field: `${at.name}.${at.index}.${at.key}`,
          rule: at.spec as DocumentsField,
          row: rowAt(form, at.name, at.index!),
          fileKey: at.key,
        };
      await readFile(form, target, part, uploads);
    } else if (typeof part.value === 'string' && at) {
      if (at.spec.kind === 'text') form.fields[at.name] ??= part.value;
      else if (at.spec.kind === 'texts') form.lists[at.name]![at.index!] ??= part.value;
      else if (at.spec.kind === 'documents' && !isFileKey) rowAt(form, at.name, at.index!)[at.key!] ??= part.value;
    }
  }
  return form as unknown as MultipartForm<T>;
}

const binary = (rule: FileRule, fallback: string) =>
  Type.String({ format: 'binary', description: rule.description ?? `${fallback}; at most 10 MB; type checked by content and extension` });

/**
 * The OpenAPI `multipart/form-data` body of a form read with `table`: every field optional
 * (the form's rules say what is missing, with translated messages), unknown fields ignored.
 * Indexed names are documented once with `[i]`.
 */
export function multipartBodySchema(table: FormTable, description = 'Unknown fields are ignored'): TSchema {
  const properties: Record<string, TSchema> = {};
  for (const [name, spec] of Object.entries(table)) {
    if (spec.kind === 'text')
      properties[name] = Type.String({
        ...(spec.description && { description: spec.description }),
        ...(spec.pattern && { pattern: spec.pattern }),
        ...(spec.maxLength && { maxLength: spec.maxLength }),
      });
    if (spec.kind === 'texts')
      properties[`${name}[i]`] = Type.String({
        ...(spec.description && { description: spec.description }),
        ...(spec.maxLength && { maxLength: spec.maxLength }),
      });
    if (spec.kind === 'file' && spec.dataUrl) {
      properties[name] = Type.String({
        description: spec.description ?? 'A JPEG or PNG file, or a data:image/jpeg;base64,… (or png) text field; at most 10 MB',
      });
    } else if (spec.kind === 'file') properties[name] = binary(spec, 'A file');
    if (spec.kind === 'documents') {
      const row = spec.maxRows === 1 ? '[0]' : '[i]';
      properties[`${name}${row}[document_type_id]`] = Type.String({
        ...(spec.typeIdPattern && { pattern: '^\\d+$' }),
        ...(spec.typeDescription && { description: spec.typeDescription }),
      });
      properties[`${name}${row}[${spec.fileKey}]`] = binary(spec, 'PDF, TXT, EML, MSG, PNG or JPEG');
      if (spec.existingPath)
        properties[`${name}${row}[existing_path]`] = Type.String({
          description: 'Update only: the path the API gave out for a stored file to keep',
        });
    }
  }
  return Type.Unsafe<unknown>({ type: 'object', properties, description });
}

/** Reads the form and runs `save` on it; the form's files are kept only if `save` succeeds (see withUploads). */
export function withMultipartForm<T extends FormTable, R>(
  storage: FileStorage,
  request: FastifyRequest,
  table: T,
  save: (form: MultipartForm<T>) => Promise<R>,
  limits?: UploadLimits,
): Promise<R> {
  return withUploads(storage, async (uploads) => save(await readMultipartForm(request, table, uploads)), limits);
}
