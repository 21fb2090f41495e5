import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * While an information page is open, printing shows only its text: no header, footer, skip
 * link or buttons, black on white, links without colour, sections not split across pages.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          'header, footer, [data-print="hide"]': { display: 'none !important' },
          body: { background: '#fff !important', color: '#000 !important' },
          main: { minHeight: '0 !important' },
          a: { color: 'inherit !important', textDecoration: 'none !important' },
          'h1, h2, h3': { breakAfter: 'avoid', color: '#000 !important' },
          'section, table, li': { breakInside: 'avoid' },
        },
      }}
    />
  );
}
