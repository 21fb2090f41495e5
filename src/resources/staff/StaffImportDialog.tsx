import { useState, type ChangeEvent } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { StaffImportFieldsFragment } from '../../api/generated/corporate';
import { templateUrl } from '../../dataProviders/corporate/staffFiles';
import { ImportPreview } from './ImportPreview';

type Preview = StaffImportFieldsFragment;

/** The rule of a refused file or confirmation (REST `error.fields` or GraphQL `fields`). */
function ruleOf(error: unknown): string | undefined {
  const body = (error as { body?: Record<string, unknown> } | null)?.body;
  const fields = ((body?.error as { fields?: unknown } | undefined)?.fields ??
    body?.fields ??
    (body?.errors as unknown[] | undefined)) as Array<{ rule?: string }> | undefined;
  return Array.isArray(fields) ? fields[0]?.rule : undefined;
}

const KNOWN_FILE_RULES = new Set([
  'type',
  'too_large',
  'too_many_rows',
  'empty',
  'encoding',
  'unreadable',
  'no_email_column',
  'none_valid',
  'expired',
]);

/**
 * Import staff from a file (docs/corporate-staff.md "Import"): choose a .csv or .xlsx, see every
 * row's outcome — errors by row number and column — then add the valid rows in one go. Nothing
 * is written before the confirmation; closing the dialog leaves the staff as they were.
 */
export function StaffImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState<'checking' | 'confirming' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    if (busy === 'confirming') return;
    setPreview(null);
    setProblem(null);
    onClose();
  };
  const failed = (error: unknown) => {
    const rule = ruleOf(error);
    setProblem(
      `console.staff.import.fileErrors.${rule && KNOWN_FILE_RULES.has(rule) ? rule : 'generic'}`,
    );
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setPreview(null);
    setProblem(null);
    setBusy('checking');
    try {
      setPreview((await dataProvider.previewImport('users', { file })).data as Preview);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  const confirm = async () => {
    if (!preview || busy) return;
    setBusy('confirming');
    try {
      const done = (await dataProvider.confirmImport('users', { id: preview.id })).data as Preview;
      notify('console.staff.import.done', {
        type: 'success',
        messageArgs: { count: done.created_count ?? 0 },
      });
      refresh();
      setBusy(null);
      setPreview(null);
      onClose();
    } catch (error) {
      setBusy(null);
      failed(error);
    }
  };

  const valid = preview?.valid_rows ?? 0;
  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="md"
      aria-labelledby="staff-import-title"
    >
      <DialogTitle id="staff-import-title">{translate('console.staff.import.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('console.staff.import.intro')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('console.staff.import.template')}{' '}
          <Link href={templateUrl('xlsx')} download>
            {translate('console.staff.export.xlsx')}
          </Link>
          {' · '}
          <Link href={templateUrl('csv')} download>
            {translate('console.staff.export.csv')}
          </Link>
        </Typography>
        <Button variant="outlined" component="label" disabled={busy !== null}>
          {translate(preview ? 'console.staff.import.chooseAgain' : 'console.staff.import.choose')}
          <input
            type="file"
            hidden
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={choose}
          />
        </Button>
        {busy && (
          <>
            {busy === 'checking' && (
              <Typography role="status" variant="body2" sx={{ mt: 2 }}>
                {translate('console.staff.import.checking')}
              </Typography>
            )}
            <LinearProgress sx={{ mt: 1 }} />
          </>
        )}
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate(problem)}
          </Alert>
        )}
        {preview && (
          <div style={{ marginTop: 16 }}>
            <ImportPreview preview={preview} />
            {valid === 0 && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {translate('console.staff.import.nothingValid')}
              </Alert>
            )}
          </div>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy === 'confirming'}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={confirm}
          disabled={!preview || valid === 0 || busy !== null}
        >
          {translate('console.staff.import.confirm', { count: valid })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
