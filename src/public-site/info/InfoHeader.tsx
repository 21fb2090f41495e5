import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../components/usePageTitle';
import { useT } from '../../i18n/context';
import type { PageKey } from '../../i18n/site';

/** The page title (and tab title) of an information page, with its lead paragraph. */
export function InfoHeader({
  page,
  lead,
  children,
}: {
  page: PageKey;
  lead: string;
  children?: ReactNode;
}) {
  const t = useT();
  const title = t(`pages.${page}`);
  usePageTitle(title);
  return (
    <>
      <Typography variant="h1">{title}</Typography>
      <Typography sx={{ mt: 2, fontSize: '1.1rem', maxWidth: '70ch' }}>{lead}</Typography>
      {children}
    </>
  );
}
