import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { saveCsv, saveXlsx } from './tableExport';

export interface PanelColumn<R> {
  label: string;
  /** The cell as a reader sees it (formatted in the interface's language). */
  text: (row: R) => string;
  /** The cell in a file: numbers as numbers (whole đồng, counts, shares 0-1). */
  value: (row: R) => string | number;
  numeric?: boolean;
}

export interface ChartPanelProps<R> {
  title: string;
  rows: readonly R[];
  columns: ReadonlyArray<PanelColumn<R>>;
  /** The chart; the table view shows the same rows. */
  chart: ReactNode;
  /** The file name of the exports, without extension. */
  fileName: string;
  /** Under the title (e.g. the method of an estimate). */
  note?: ReactNode;
  /** Turns a row's first cell into a link (e.g. to the detail page). */
  rowLink?: (row: R) => ReactNode;
}

const NUM = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * One chart of an analysis page, with its accessible alternative: a toggle between the chart
 * and a real <table> of the same data (its caption the chart's title), and the data as CSV
 * (written here) or XLSX (SheetJS, loaded on the first click).
 */
export function ChartPanel<R>(props: ChartPanelProps<R>) {
  const { title, rows, columns, chart, fileName, note, rowLink } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`console.analysis.${key}`, options);
  const sheet = () => [
    columns.map((c) => c.label),
    ...rows.map((row) => columns.map((c) => c.value(row))),
  ];
  const xlsx = async () => {
    setBusy(true);
    try {
      await saveXlsx(sheet(), fileName, title);
    } catch {
      notify('console.analysis.chart.exportFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ flex: '1 1 12rem' }}>
          {title}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, next: 'chart' | 'table' | null) => next && setView(next)}
          aria-label={t('chart.view', { title })}
        >
          <ToggleButton value="chart">{t('chart.showChart')}</ToggleButton>
          <ToggleButton value="table">{t('chart.showTable')}</ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" onClick={() => saveCsv(sheet(), fileName)} disabled={!rows.length}>
          {t('chart.exportCsv')}
        </Button>
        <Button size="small" onClick={() => void xlsx()} disabled={busy || !rows.length}>
          {t('chart.exportXlsx')}
        </Button>
      </Box>
      {note ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {note}
        </Typography>
      ) : null}
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3 }}>
          {t('states.empty')}
        </Typography>
      ) : view === 'chart' ? (
        <Box role="figure" aria-label={t('chart.chartLabel', { title })} sx={{ minWidth: 0 }}>
          {chart}
        </Box>
      ) : (
        // Scrolls sideways on a phone; focusable so a keyboard can scroll it too.
        <Box tabIndex={0} role="group" aria-label={title} sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <caption>{title}</caption>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.label} scope="col" sx={c.numeric ? NUM : undefined}>
                    {c.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => (
                <TableRow key={index}>
                  {columns.map((c, col) =>
                    col === 0 ? (
                      <TableCell key={c.label} component="th" scope="row">
                        {rowLink ? rowLink(row) : c.text(row)}
                      </TableCell>
                    ) : (
                      <TableCell key={c.label} sx={c.numeric ? NUM : undefined}>
                        {c.text(row)}
                      </TableCell>
                    ),
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Card>
  );
}
