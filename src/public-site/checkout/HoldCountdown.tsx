import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useT } from '../../i18n/context';
import { visuallyHidden } from '../search/ResultStates';

export interface HoldCountdownProps {
  /** When the hold ends, and the server's clock when the session was read (ISO). */
  expiredAt: string;
  serverTime: string | null | undefined;
  /** Called once when the hold runs out on this page. */
  onExpired: () => void;
}

const mmss = (ms: number) => {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
};

/**
 * "Held for you for 14:59", counted on the server's clock (the difference to this device's
 * clock is taken when the session is read). The live region speaks only at whole minutes.
 */
export function HoldCountdown({ expiredAt, serverTime, onExpired }: HoldCountdownProps) {
  const t = useT();
  const [skew] = useState(() => (serverTime ? Date.parse(serverTime) - Date.now() : 0));
  const left = () => Date.parse(expiredAt) - (Date.now() + skew);
  const [remaining, setRemaining] = useState(left);

  useEffect(() => {
    const id = window.setInterval(() => {
      const ms = Date.parse(expiredAt) - (Date.now() + skew);
      setRemaining(ms);
      if (ms <= 0) {
        window.clearInterval(id);
        onExpired();
      }
    }, 1000);
    return () => window.clearInterval(id);
  }, [expiredAt, skew, onExpired]);

  const urgent = remaining < 3 * 60_000;
  // Above the form's fields scrolling under it: an outlined field's label is itself stacked at
  // z-index 1 and, later in the page, drew over a banner at 1. Below the site header (appBar).
  return (
    <Alert
      severity={urgent ? 'warning' : 'info'}
      sx={{ mb: 2, position: { md: 'sticky' }, top: { md: 72 }, zIndex: 3 }}
      role="timer"
      aria-label={t('checkout.hold.label')}
    >
      <span aria-hidden="true">{t('checkout.hold.running', { time: mmss(remaining) })}</span>
      <Box component="span" sx={visuallyHidden} role="status">
        {t('checkout.hold.running', { time: mmss(Math.ceil(remaining / 60_000) * 60_000) })}
      </Box>
    </Alert>
  );
}
