import { createElement, lazy, useState, type ComponentType } from 'react';
import { withChunkRecovery } from './chunkReload';

type AnyPage = ComponentType<object>;

export interface Preloadable {
  /**
   * Loads the page's module now. Once it is in, the page renders in the same pass as its
   * layout instead of suspending first: one commit, no loader flash, and the page's content is
   * the first paint.
   */
  preload: () => Promise<void>;
}

/**
 * React.lazy for a page module's named export, with the chunk-reload guard:
 * `lazyPage(() => import('./HomePage'), 'HomePage')`.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): M[K] & Preloadable {
  let loaded: AnyPage | null = null;
  const loadPage = () =>
    load().then((module) => {
      loaded = module[name] as AnyPage;
      return { default: loaded };
    });
  const Lazy = lazy(withChunkRecovery(loadPage));

  function Page(props: object) {
    // Decided once per mount, so a module arriving later never swaps the component under it.
    const [Loaded] = useState(() => loaded);
    return createElement(Loaded ?? Lazy, props);
  }
  Page.displayName = `LazyPage(${name})`;
  Page.preload = () => loadPage().then(() => undefined);
  return Page as unknown as M[K] & Preloadable;
}

/** One preload for several lazy pages of the same module: each page is then ready to render. */
export function preloadsAll(...pages: Preloadable[]): Preloadable {
  return { preload: () => Promise.all(pages.map((page) => page.preload())).then(() => undefined) };
}
