import { useCallback, useEffect, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { loadAnalytics } from '../analytics';
import { loadConfig, peekConfig, type RuntimeConfig } from '../config';
import { FullPageStatus } from '../components/FullPageStatus';
import { useLocale, useT } from '../i18n/context';
import { ConfigContext } from './configContext';

type State = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; config: RuntimeConfig };

/** Renders children once /config.json is loaded; a full-page loader before, Retry on failure. */
export function ConfigGate({ children }: { children: ReactNode }) {
  const t = useT();
  const { offerDefaultLocale } = useLocale();
  // main.tsx usually has the config before the first render: then there is no loader at all.
  const [preloaded] = useState(peekConfig);
  const [state, setState] = useState<State>(
    preloaded ? { kind: 'ready', config: preloaded } : { kind: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (preloaded && attempt === 0) return;
    let active = true;
    loadConfig().then(
      (config) => active && setState({ kind: 'ready', config }),
      () => active && setState({ kind: 'error' }),
    );
    return () => {
      active = false;
    };
  }, [attempt, preloaded]);

  const config = state.kind === 'ready' ? state.config : null;
  useEffect(() => {
    if (!config) return;
    loadAnalytics(config);
    offerDefaultLocale(config.defaultLocale);
  }, [config, offerDefaultLocale]);

  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  if (state.kind === 'loading') return <FullPageStatus loading title={t('config.loading')} />;
  if (state.kind === 'error') {
    return (
      <FullPageStatus title={t('config.errorTitle')}>
        <Typography sx={{ maxWidth: 480 }}>{t('config.errorBody')}</Typography>
        <Button variant="contained" onClick={retry}>
          {t('config.retry')}
        </Button>
      </FullPageStatus>
    );
  }
  return <ConfigContext.Provider value={state.config}>{children}</ConfigContext.Provider>;
}
