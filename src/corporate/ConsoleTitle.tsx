import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { usePageTitle } from '../components/usePageTitle';

/**
 * A console page's title: in the app bar (react-admin's TitlePortal, `#react-admin-title`) and
 * in the browser tab. react-admin's own <Title> brings its title-preferences editor into the
 * first load (~2 KB gzip); list and form screens, in their own chunks, use it freely.
 */
export function ConsoleTitle({ title }: { title: string }) {
  usePageTitle(title);
  const [container, setContainer] = useState<HTMLElement | null>(() =>
    document.getElementById('react-admin-title'),
  );
  useEffect(() => {
    if (!container?.isConnected) setContainer(document.getElementById('react-admin-title'));
  }, [container]);
  return container ? createPortal(<span>{title}</span>, container) : null;
}
