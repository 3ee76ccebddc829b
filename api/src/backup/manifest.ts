/**
 * Issue 20: what a backup archive says about itself, as `manifest.json`, its last entry
 * (the hashes of the others are known only once they are written). Restore reads and
 * checks it before touching anything.
 */
export const BACKUP_FORMAT = 'back-office-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';

/** The last migration applied, as drizzle records it (`when` is its journal timestamp). */
export interface MigrationLevel {
  index: number;
  tag: string;
  when: number;
}

export interface TableDump {
  name: string;
  /** Quoted column names, in the order of the COPY data; generated columns are left out. */
  columns: string[];
  rows: number;
  bytes: number;
  entry: string;
}

/** `value` null: the sequence was never used. */
export interface SequenceValue {
  name: string;
  value: string | null;
}

export interface DatabaseManifest {
  kind: 'postgres' | 'pglite';
  /** `logical`: COPY text per table (restores into either kind); `pg_dump`: one custom-format dump (PostgreSQL only). */
  method: 'logical' | 'pg_dump';
  migration: MigrationLevel;
  /** Logical dumps only. */
  tables?: TableDump[];
  sequences?: SequenceValue[];
  /** Rows per table at the moment of the snapshot. */
  counts: Record<string, number>;
}

export interface ManifestEntry {
  name: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: DatabaseManifest;
  files: { storage: 'local' | 's3'; count: number; bytes: number };
  /** Keys kept in DATA_DIR (TOTP encryption, file signing), when they were files rather than settings. */
  secrets: string[];
  entries: ManifestEntry[];
}

export const STORAGE_ENTRY_PREFIX = 'files/';
export const SECRET_ENTRY_PREFIX = 'secrets/';
export const PG_DUMP_ENTRY = 'database/database.pgdump';

export function parseManifest(text: string): BackupManifest {
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) throw new Error('not a back-office backup (its manifest names another format)');
  if (manifest.version > BACKUP_FORMAT_VERSION) {
    throw new Error(`this backup has format version ${manifest.version}; this code reads up to ${BACKUP_FORMAT_VERSION}`);
  }
  return manifest;
}
