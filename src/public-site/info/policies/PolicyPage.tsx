import '../catalogue';
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MAIN_CONTENT_ID } from '../../../components/SkipLink';
import { useLocale, useT } from '../../../i18n/context';
import { getCurrentLocale } from '../../../i18n/locale';
import { SITE_ROUTES } from '../../../routes/routeTable';
import { InfoHeader } from '../InfoHeader';
import { PrintStyles } from '../PrintStyles';
import { loadPolicy } from './loadPolicy';
import { PolicyBlockView } from './PolicyBlocks';
import { POLICY_PAGES, type PolicyDocument, type PolicyPageKey } from './types';
import { Notice } from '../Notice';

// Opened directly (a link, a search engine): ask for the text while React renders the layout,
// instead of after the page mounts.
const opened = SITE_ROUTES.find((route) => route.path === window.location.pathname)?.page;
if (opened && (POLICY_PAGES as readonly string[]).includes(opened)) {
  void loadPolicy(opened as PolicyPageKey, getCurrentLocale()).catch(() => undefined);
}

type State =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; document: PolicyDocument };

function formatDate(iso: string, locale: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString(
    locale === 'vi' ? 'vi-VN' : 'en-GB',
    { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  );
}

/**
 * A policy page (privacy, terms, operating rules, changes and refunds, check-in): its text in
 * the current language, a table of contents linking each section's anchor, the date of the last
 * change and print styles.
 */
export function PolicyPage({ page }: { page: PolicyPageKey }) {
  const t = useT();
  const { locale } = useLocale();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    loadPolicy(page, locale).then(
      (document) => !cancelled && setState({ status: 'ready', document }),
      () => !cancelled && setState({ status: 'error' }),
    );
    return () => {
      cancelled = true;
    };
  }, [page, locale, attempt]);

  // A link to /privacy-policy#rights: scroll there once the text has arrived.
  useEffect(() => {
    if (state.status !== 'ready' || !window.location.hash) return;
    const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    target?.scrollIntoView();
  }, [state.status]);

  const doc = state.status === 'ready' ? state.document : null;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PrintStyles />
      <InfoHeader page={page} lead={doc?.summary ?? ''}>
        {doc && (
          <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <Typography color="text.secondary">
              {t('publicInfo.policy.updated')}{' '}
              <time dateTime={doc.updated}>{formatDate(doc.updated, locale)}</time>
            </Typography>
            <Button
              size="small"
              variant="outlined"
              data-print="hide"
              onClick={() => window.print()}
            >
              {t('publicInfo.policy.print')}
            </Button>
          </Box>
        )}
      </InfoHeader>
      {state.status === 'loading' && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 4 }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography role="status">{t('publicInfo.policy.loading')}</Typography>
        </Box>
      )}
      {state.status === 'error' && (
        <Notice
          severity="error"
          sx={{ mt: 3 }}
          action={
            <Button color="inherit" onClick={() => setAttempt((a) => a + 1)}>
              {t('publicInfo.policy.retry')}
            </Button>
          }
        >
          {t('publicInfo.policy.loadError')}
        </Notice>
      )}
      {doc && (
        <>
          <Box
            component="nav"
            aria-labelledby="policy-toc"
            sx={{ mt: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}
          >
            <Typography id="policy-toc" component="h2" variant="h6">
              {t('publicInfo.policy.toc')}
            </Typography>
            <Box
              component="ol"
              sx={{ m: 0, mt: 1, pl: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}
            >
              {doc.sections.map((section) => (
                <li key={section.id}>
                  <Link href={`#${section.id}`}>{section.title}</Link>
                </li>
              ))}
            </Box>
          </Box>
          {doc.sections.map((section) => (
            <Box
              component="section"
              key={section.id}
              aria-labelledby={section.id}
              sx={{ mt: 4, scrollMarginTop: '80px' }}
            >
              <Typography
                id={section.id}
                component="h2"
                variant="h5"
                sx={{ scrollMarginTop: '80px' }}
              >
                {section.title}
              </Typography>
              {section.blocks.map((block, i) => (
                <PolicyBlockView key={i} block={block} />
              ))}
            </Box>
          ))}
          <Box sx={{ mt: 4 }} data-print="hide">
            <Link href={`#${MAIN_CONTENT_ID}`}>{t('publicInfo.policy.backToTop')}</Link>
          </Box>
        </>
      )}
    </Container>
  );
}
