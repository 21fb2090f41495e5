import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../components/usePageTitle';
import { useT } from '../i18n/context';
import { HomeFeatures } from './HomeFeatures';
import { DeferredSearchBox } from './search/DeferredSearchBox';

/** `/`: hero with the search box and the product pitch. Scrolls to the top on enter (spec §2). */
export function HomePage() {
  const t = useT();
  usePageTitle();
  useEffect(() => {
    // After the first paint: scrolling needs a layout, and forcing one right after the page is
    // built would block a phone's main thread (~50 ms of layout, measured with Lighthouse).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => window.scrollTo({ top: 0, left: 0 }), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);

  return (
    <>
      <Box
        component="section"
        aria-labelledby="home-title"
        sx={(theme) => ({
          py: { xs: 4, md: 8 },
          background:
            theme.palette.mode === 'dark'
              ? 'linear-gradient(160deg, #12383d 0%, #0f1a1c 70%)'
              : 'linear-gradient(160deg, #e3f3f4 0%, #f6f9fa 70%)',
        })}
      >
        <Container maxWidth="lg" sx={{ '& > *': { maxWidth: 860 } }}>
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
            {t('home.eyebrow')}
          </Typography>
          <Typography
            id="home-title"
            variant="h1"
            sx={{ fontSize: { xs: '1.9rem', md: '2.75rem' } }}
          >
            {t('home.title')}
          </Typography>
          <Typography
            sx={{ mt: 2, fontSize: { xs: '1rem', md: '1.15rem' } }}
            color="text.secondary"
          >
            {t('home.subtitle')}
          </Typography>
        </Container>
        <Container maxWidth="lg">
          <DeferredSearchBox />
          <Box sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <Button component={RouterLink} to="/corporate-program" variant="outlined">
              {t('home.ctaCorporate')}
            </Button>
            <Button component={RouterLink} to="/corporate" variant="text">
              {t('home.ctaConsole')}
            </Button>
          </Box>
        </Container>
      </Box>
      <HomeFeatures />
    </>
  );
}
