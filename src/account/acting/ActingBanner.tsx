import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ActingFor } from '../../api/patron';
import { useLocale, useT } from '../../i18n/context';
import { endActing, forgetActing } from './actingStore';

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
    <Box
      role="status"
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        px: { xs: 1.5, sm: 3 },
        py: 0.75,
        // Dark in both themes, with white text (contrast over 15:1), and an amber edge.
        bgcolor: 'grey.900',
        color: 'common.white',
        borderBottom: 3,
        borderColor: 'warning.main',
      }}
    >
      <Typography variant="body2" sx={{ flex: '1 1 12rem', fontWeight: 600 }}>
        {t('header.acting', { name: acting.patronName, time: until })}
      </Typography>
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
    </Box>
  );
}
