import { lazy, type ComponentType } from 'react';
import { withChunkRecovery } from './chunkReload';

/**
 * React.lazy for a page module's named export, with the chunk-reload guard:
 * `lazyPage(() => import('./HomePage'), 'HomePage')`.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(
    withChunkRecovery(() =>
      load().then((module) => ({ default: module[name] as ComponentType<unknown> })),
    ),
  ) as unknown as M[K];
}
