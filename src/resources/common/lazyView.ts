import { lazyPage } from '../../app/lazyPage';

/**
 * A resource screen as a lazy chunk (the app's lazyPage: chunk-reload guard, preload), fetched
 * together with react-admin's shared view runtime (viewRuntime.ts) so the two download in
 * parallel and the runtime is its own chunk, shared by every resource.
 */
export function lazyView<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazyPage(() => Promise.all([import('./viewRuntime'), load()]).then(([, m]) => m), name);
}
