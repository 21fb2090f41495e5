import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MuiButton from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import { useState } from 'react';
import { Button, useNotify, useTranslate } from 'react-admin';
import { corporateId } from '../../dataProviders/corporate/scope';
import { downloadFinanceFile, saveBlob } from '../../dataProviders/corporate/financeFiles';
import { vietnamDate } from '../../../common/calendar';

/** The previous month in Vietnam, as the dialog's first period. */
function lastMonth(now: Date): { from: string; to: string } {
  const [y, m] = vietnamDate(now).split('-').map(Number);
  const year = m === 1 ? y - 1 : y;
  const month = m === 1 ? 12 : m - 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}

/**
 * The accounting export (docs/finance.md "Accounting export"): a period's journal lines as CSV
 * or XLSX, from the server.
 */
export function JournalExportButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [period, setPeriod] = useState(() => lastMonth(new Date()));
  const [busy, setBusy] = useState(false);
  const run = async (format: 'csv' | 'xlsx') => {
    setBusy(true);
    try {
      const blob = await downloadFinanceFile('journal-export', {
        corporate_id: await corporateId(),
        from: period.from,
        to: period.to,
        format,
      });
      saveBlob(blob, `journal-${period.from}-${period.to}.${format}`);
      setOpen(false);
    } catch {
      notify('console.vat.journal.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button label="console.vat.journal.action" onClick={() => setOpen(true)}>
        <MenuBookOutlined />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="journal-export-title">
        <DialogTitle id="journal-export-title">
          {translate('console.vat.journal.title')}
        </DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('console.vat.journal.intro')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="date"
              label={translate('console.vat.journal.from')}
              value={period.from}
              onChange={(e) => setPeriod((p) => ({ ...p, from: e.target.value }))}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              label={translate('console.vat.journal.to')}
              value={period.to}
              onChange={(e) => setPeriod((p) => ({ ...p, to: e.target.value }))}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>
            {translate('console.vat.journal.cancel')}
          </MuiButton>
          <MuiButton disabled={busy} onClick={() => void run('csv')}>
            {translate('console.vat.journal.csv')}
          </MuiButton>
          <MuiButton variant="contained" disabled={busy} onClick={() => void run('xlsx')}>
            {translate('console.vat.journal.xlsx')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
