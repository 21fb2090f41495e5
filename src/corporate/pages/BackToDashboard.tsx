import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import { CORPORATE_BASE } from '../../routes/routeTable';

/** The way out of a console message page. */
export function BackToDashboard({ variant = 'contained' }: { variant?: 'contained' | 'text' }) {
  const translate = useTranslate();
  return (
    <Button component={RouterLink} to={CORPORATE_BASE} variant={variant}>
      {translate('console.backToDashboard')}
    </Button>
  );
}
