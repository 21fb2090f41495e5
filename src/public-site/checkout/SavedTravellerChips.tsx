import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useT } from '../../i18n/context';
import { travellerLabel, type SavedTraveller } from './savedTravellers';

export interface SavedTravellerChipsProps {
  /** Names the group (unique on the page). */
  id: string;
  travellers: readonly SavedTraveller[];
  onChoose: (traveller: SavedTraveller) => void;
  /** Takes a traveller off the list (not the account holder). */
  onHide?: (traveller: SavedTraveller) => void;
  disabled?: boolean;
}

/**
 * One tap to fill a passenger or the lead guest: a chip (a button) per saved traveller, and
 * beside each earlier passenger a small button that takes them off the list. Nothing when
 * there is no one to offer.
 */
export function SavedTravellerChips({
  id,
  travellers,
  onChoose,
  onHide,
  disabled,
}: SavedTravellerChipsProps) {
  const t = useT();
  if (!travellers.length) return null;
  const name = (p: SavedTraveller) =>
    p.is_self
      ? t('checkout.details.savedTravellers.you', { name: travellerLabel(p) })
      : travellerLabel(p);
  return (
    <Box role="group" aria-labelledby={id} sx={{ mb: 1.5 }}>
      <Typography id={id} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {t('checkout.details.savedTravellers.label')}
      </Typography>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
      >
        {travellers.map((p) => (
          <Box
            component="li"
            key={p.key ?? 'self'}
            sx={{ display: 'inline-flex', alignItems: 'center', maxWidth: '100%' }}
          >
            <Chip
              label={name(p)}
              variant="outlined"
              color="primary"
              disabled={disabled}
              onClick={() => onChoose(p)}
              sx={{ maxWidth: '100%' }}
            />
            {onHide && p.key && (
              <IconButton
                size="small"
                disabled={disabled}
                aria-label={t('checkout.details.savedTravellers.remove', {
                  name: travellerLabel(p),
                })}
                onClick={() => onHide(p)}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
