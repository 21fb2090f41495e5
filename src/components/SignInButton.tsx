import Button from '@mui/material/Button';
import { loadAccountOverlays } from '../account/AccountHost';
import { AccountMenuButton } from '../account/AccountMenuButton';
import { useStore } from '../account/store/createStore';
import { openAccountDialog } from '../account/store/dialogStore';
import { sessionStore } from '../account/store/sessionStore';
import { hasSessionTokens } from '../api/tokens';
import { useT } from '../i18n/context';

/**
 * The signed-in traveller's name with the account menu, or 'Sign in' opening the account
 * dialog (its chunk is fetched when the pointer or focus reaches the button).
 */
export function SignInButton() {
  const t = useT();
  const session = useStore(sessionStore);
  const status =
    session.status === 'idle' ? (hasSessionTokens() ? 'loading' : 'anonymous') : session.status;
  if (status === 'signed-in' && session.profile) {
    return <AccountMenuButton profile={session.profile} />;
  }
  const prefetch = () => void loadAccountOverlays().catch(() => undefined);
  return (
    <Button
      variant="contained"
      size="small"
      disabled={status === 'loading'}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => openAccountDialog('review')}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      {t('header.signIn')}
    </Button>
  );
}
