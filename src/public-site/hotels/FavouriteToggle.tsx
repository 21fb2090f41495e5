import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { openAccountDialog } from '../../account/store/dialogStore';
import { graphqlRequest } from '../../api/graphql';
import { AddFavPropertyDocument, RemoveFavPropertyDocument } from '../../api/generated/property';
import { HttpError } from '../../api/httpError';
import { readSessionToken } from '../../api/tokens';
import { useT } from '../../i18n/context';

/**
 * Save or remove the property as a favourite (signed-in users). `initial` is the server's
 * is_favourite: null means the server sees nobody signed in; then the button opens sign-in.
 */
export function FavouriteToggle({
  propertyId,
  initial,
}: {
  propertyId: string;
  initial: boolean | null | undefined;
}) {
  const t = useT();
  const [saved, setSaved] = useState(Boolean(initial));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const toggle = async () => {
    if (!readSessionToken()) {
      setMessage(t('hotels.favourite.signIn'));
      openAccountDialog('review');
      return;
    }
    setBusy(true);
    setMessage(null);
    const input = { input: { property_id: propertyId } };
    try {
      if (saved) await graphqlRequest('property', RemoveFavPropertyDocument, input);
      else await graphqlRequest('property', AddFavPropertyDocument, input);
      setSaved(!saved);
    } catch (error) {
      const signedOut = error instanceof HttpError && error.status === 401;
      setMessage(signedOut ? t('hotels.favourite.signIn') : t('hotels.favourite.failed'));
      if (signedOut) openAccountDialog('review');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant={saved ? 'contained' : 'outlined'}
        color="secondary"
        disabled={busy}
        onClick={toggle}
        startIcon={<span aria-hidden="true">{saved ? '♥' : '♡'}</span>}
      >
        {saved ? t('hotels.favourite.remove') : t('hotels.favourite.add')}
      </Button>
      {message && (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {message}
        </Typography>
      )}
    </>
  );
}
