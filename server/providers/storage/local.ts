import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStorage } from './types.js';

const TYPE_SUFFIX = '.content-type';

/**
 * Files on the local disk under `<DATA_DIR>/files`: the default, for one server (a cluster of
 * API nodes needs STORAGE_DRIVER=s3). Writes go to a temporary file renamed into place, so a
 * reader never sees half a file; the content type sits in a small file beside it.
 */
export function localStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'local',
    async put(key, body, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, body);
      await writeFile(`${file}${TYPE_SUFFIX}`, contentType, 'utf8');
      await rename(temporary, file);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const [body, contentType] = await Promise.all([
          readFile(file),
          readFile(`${file}${TYPE_SUFFIX}`, 'utf8').catch(() => 'application/octet-stream'),
        ]);
        return { body, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(`${file}${TYPE_SUFFIX}`, { force: true });
    },
  };
}
