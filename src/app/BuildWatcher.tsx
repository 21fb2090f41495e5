import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { reloadOnNextNavigation, startBuildCheck } from './buildCheck';

/**
 * Checks /builds/latest.json hourly (production builds only: the dev server's build id never
 * matches) and reloads the page on the next navigation once a new build is out.
 */
export function BuildWatcher({ enabled = import.meta.env.PROD }: { enabled?: boolean }) {
  const { pathname } = useLocation();
  const onNavigate = useRef<((path: string) => void) | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const checker = startBuildCheck({ currentId: __BUILD_ID__ });
    onNavigate.current = reloadOnNextNavigation(checker);
    return () => {
      checker.stop();
      onNavigate.current = null;
    };
  }, [enabled]);

  useEffect(() => {
    onNavigate.current?.(pathname);
  }, [pathname]);

  return null;
}
