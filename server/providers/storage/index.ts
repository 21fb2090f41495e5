import path from 'node:path';
import { localStorage } from './local.js';
import { s3Storage, type S3Settings } from './s3.js';
import type { FileStorage } from './types.js';

export type { FileStorage, StoredFile } from './types.js';
export { sniffContentType, EXTENSION_OF, type SniffedType } from './sniff.js';

export type StorageConfig = { driver: 'local'; root: string } | ({ driver: 's3' } & S3Settings);

/** STORAGE_DRIVER=local (default: files under DATA_DIR/files) or s3 (S3_* settings). */
export function createStorage(config: StorageConfig): FileStorage {
  return config.driver === 's3' ? s3Storage(config) : localStorage(path.resolve(config.root));
}
