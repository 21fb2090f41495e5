import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ActingFor } from '../../api/patron';
import { useLocale, useT } from '../../i18n/context';
import { endActing, forgetActing } from './actingStore';
import { ForSomeoneBanner } from './ForSomeoneBanner';

/**
 * "You are acting for …": shown to the support agent in the site's and the consoles' headers
 * while an acting-for session lasts, with the button that ends it. It goes away by itself
 * when the session's time is up (the server refuses the header from then on).
 */
export function ActingBanner({ acting }: { acting: ActingFor }) {
  const t = useT();
  const { locale } = useLocale();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const left = Date.parse(acting.expiresAt) - Date.now();
    const timer = window.setTimeout(forgetActing, Math.max(0, left));
    return () => window.clearTimeout(timer);
  }, [acting.expiresAt]);

  const until = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'vi-VN', {
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(acting.expiresAt));

  const end = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await endActing();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ForSomeoneBanner text={t('header.acting', { name: acting.patronName, time: until })}>
      {failed && <Typography variant="body2">{t('header.actingEndFailed')}</Typography>}
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        disabled={busy}
        onClick={() => void end()}
      >
        {t('header.actingEnd')}
      </Button>
    </ForSomeoneBanner>
  );
}
