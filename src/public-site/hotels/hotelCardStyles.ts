import type { Theme } from '@mui/material/styles';
import { warningText } from '../warningText';

/**
 * One style object for the whole card: a results page renders 20 cards, and one styled root
 * with plain children costs the main thread far less than ~17 styled components per card.
 */
export const hotelCardSx = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: '112px minmax(0, 1fr)',
  overflow: 'hidden',
  marginBottom: theme.spacing(1.5),
  '&[data-selected="true"]': {
    borderColor: theme.palette.secondary.main,
    boxShadow: theme.shadows[3],
  },
  // Phones: a square thumbnail at the top (the list's text stays the first thing to read).
  '& .hc-photo': {
    position: 'relative',
    overflow: 'hidden',
    alignSelf: 'start',
    height: 112,
    margin: theme.spacing(1.25, 0, 1.25, 1.25),
    borderRadius: theme.shape.borderRadius,
    background: theme.palette.action.hover,
  },
  '& .hc-photo img': {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    objectFit: 'cover',
    display: 'block',
  },
  '& .hc-body': {
    padding: theme.spacing(1.25),
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(0.5),
  },
  '& h2': { ...theme.typography.h3, fontSize: '1rem', margin: 0 },
  '& h2 a': { color: 'inherit', textDecoration: 'none' },
  '& h2 a:hover, & h2 a:focus-visible': { textDecoration: 'underline' },
  '& p': { margin: 0, ...theme.typography.body2 },
  '& .hc-muted': { color: theme.palette.text.secondary },
  '& .hc-stars': { color: '#b26a00', letterSpacing: 1, marginRight: theme.spacing(1) },
  '& .hc-strong': { fontWeight: 700, color: theme.palette.text.primary, marginRight: 4 },
  '& .hc-good': { color: theme.palette.success.main, fontWeight: 600 },
  '& .hc-warn': { color: warningText(theme), fontWeight: 600 },
  '& .hc-price': { marginTop: 'auto', textAlign: 'right' },
  '& .hc-amount': {
    ...theme.typography.body1,
    fontSize: '1.2rem',
    fontWeight: 800,
    color: theme.palette.primary.main,
  },
  // '/ phòng / đêm' is one unit: it goes to the next line whole, never split after 'phòng'.
  '& .hc-unit': {
    fontSize: '0.8rem',
    fontWeight: 400,
    color: theme.palette.text.secondary,
    whiteSpace: 'nowrap',
  },
  '& s': { marginRight: 4 },
  [theme.breakpoints.up('sm')]: {
    gridTemplateColumns: '200px 1fr',
    '& .hc-photo': {
      alignSelf: 'stretch',
      height: 'auto',
      minHeight: 160,
      margin: 0,
      borderRadius: 0,
    },
    '& .hc-body': { padding: theme.spacing(2) },
    '& h2': { fontSize: '1.1rem' },
  },
});
