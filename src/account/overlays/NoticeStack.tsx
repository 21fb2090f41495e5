import { useEffect } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Close from '@mui/icons-material/Close';
import { useT } from '../../i18n/context';
import type { SiteKey } from '../../i18n/site';
import { NOTICE_MS, SUCCESS_TOAST_MS } from '../constants';
import { useStore } from '../store/createStore';
import { openAccountDialog } from '../store/dialogStore';
import { dismissNotice, noticeStore, type Notice, type NoticeKind } from '../store/noticeStore';
import { useHeaderBottom } from './useHeaderBottom';

interface NoticeLook {
  severity: AlertColor;
  title?: SiteKey;
  body: SiteKey;
  /** Auto-hide after this many ms; null stays until closed. */
  hideAfter: number | null;
  learnMore?: boolean;
}

/** Spec §2/§8: texts and durations (success toasts 5000 ms; others the 4500 ms default). */
const LOOKS: Record<NoticeKind, NoticeLook> = {
  expired: {
    severity: 'warning',
    title: 'account.notices.expiredTitle',
    body: 'account.notices.expiredBody',
    hideAfter: NOTICE_MS,
  },
  error: {
    severity: 'error',
    title: 'account.notices.errorTitle',
    body: 'account.notices.errorBody',
    hideAfter: NOTICE_MS,
  },
  created: { severity: 'success', body: 'account.notices.created', hideAfter: SUCCESS_TOAST_MS },
  passwordChanged: {
    severity: 'success',
    body: 'account.notices.passwordChanged',
    hideAfter: SUCCESS_TOAST_MS,
  },
  passwordUpdated: {
    severity: 'success',
    body: 'account.notices.passwordUpdated',
    hideAfter: SUCCESS_TOAST_MS,
  },
  security: {
    severity: 'info',
    title: 'account.notices.securityTitle',
    body: 'account.notices.securityBody',
    hideAfter: null,
    learnMore: true,
  },
};

function NoticeItem({ notice }: { notice: Notice }) {
  const t = useT();
  const look = LOOKS[notice.kind];
  useEffect(() => {
    if (look.hideAfter === null) return;
    const timer = setTimeout(() => dismissNotice(notice.id), look.hideAfter);
    return () => clearTimeout(timer);
  }, [notice.id, look.hideAfter]);

  return (
    <Alert
      variant="filled"
      severity={look.severity}
      closeText={t('account.notices.close')}
      onClose={() => dismissNotice(notice.id)}
      // With an action MUI drops its own close button: the security toast gets both.
      action={
        look.learnMore ? (
          <>
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                dismissNotice(notice.id);
                openAccountDialog('create-password');
              }}
            >
              {t('account.notices.learnMore')}
            </Button>
            <IconButton
              color="inherit"
              size="small"
              aria-label={t('account.notices.close')}
              onClick={() => dismissNotice(notice.id)}
            >
              <Close fontSize="small" />
            </IconButton>
          </>
        ) : undefined
      }
      sx={{ boxShadow: 6, pointerEvents: 'auto', alignItems: 'center' }}
    >
      {look.title && <AlertTitle>{t(look.title)}</AlertTitle>}
      {t(look.body)}
    </Alert>
  );
}

/**
 * The account toasts, top-right with 16 px between them (spec §9 notification defaults), 16 px
 * below the header so they never cover its controls (language, currency, account) at any width.
 */
export function NoticeStack() {
  const { notices } = useStore(noticeStore);
  const headerBottom = useHeaderBottom(notices.length > 0);
  if (notices.length === 0) return null;
  return (
    <Stack
      spacing={2}
      sx={{
        position: 'fixed',
        top: headerBottom + 16,
        right: 16,
        left: { xs: 16, sm: 'auto' },
        width: { sm: 380 },
        zIndex: (theme) => theme.zIndex.snackbar,
        pointerEvents: 'none',
      }}
    >
      {notices.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} />
      ))}
    </Stack>
  );
}
