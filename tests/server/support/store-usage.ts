import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../../server/config';

/**
 * What the local file store holds under `prefix` (a folder of DATA_DIR/files): files and their
 * bytes, the content-type companions included. The upload tests assert refusals leave it as it was.
 */
export function storeUsage(config: AppConfig, prefix: string): { files: number; bytes: number } {
  if (config.storage.driver !== 'local') throw new Error('storeUsage reads the local store only');
  const usage = { files: 0, bytes: 0 };
  const walk = (dir: string) => {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of entries) {
      const full = path.join(dir, name);
      const stat = statSync(full);
      if (stat.isDirectory()) walk(full);
      else {
        usage.files += 1;
        usage.bytes += stat.size;
      }
    }
  };
  walk(path.join(config.storage.root, ...prefix.split('/')));
  return usage;
}
