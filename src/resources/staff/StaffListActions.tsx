import { useState, type MouseEvent } from 'react';
import {
  CreateButton,
  useCanAccess,
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
  FilterButton,
  TopToolbar,
} from 'react-admin';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import { StaffImportDialog } from './StaffImportDialog';

type Format = 'csv' | 'xlsx';

/** Hands a downloaded file to the browser under the name the server gave it. */
function save(blob: Blob, format: Format) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `staff-${new Date().toISOString().slice(0, 10)}.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Export of the list as it is filtered and sorted now, as CSV or XLSX. */
function ExportMenu() {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const { filterValues, sort, total } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (format: Format) => {
    setAnchor(null);
    setBusy(true);
    try {
      const { data } = await dataProvider.exportFile('users', {
        format,
        filter: filterValues,
        sort,
      });
      save(data as Blob, format);
    } catch {
      notify('console.staff.export.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<FileDownloadOutlined />}
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        disabled={busy || total === 0}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? 'staff-export-menu' : undefined}
      >
        {translate('console.staff.export.button')}
      </Button>
      <Menu
        id="staff-export-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
      >
        <MenuItem onClick={() => run('xlsx')}>{translate('console.staff.export.xlsx')}</MenuItem>
        <MenuItem onClick={() => run('csv')}>{translate('console.staff.export.csv')}</MenuItem>
      </Menu>
    </>
  );
}

/** The staff list's toolbar: filters, add, import from a file, export (as the role allows). */
export function StaffListActions() {
  const translate = useTranslate();
  const [importing, setImporting] = useState(false);
  const { canAccess: canCreate } = useCanAccess({ resource: 'users', action: 'create' });
  const { canAccess: canImport } = useCanAccess({ resource: 'users', action: 'import' });
  const { canAccess: canExport } = useCanAccess({ resource: 'users', action: 'export' });
  return (
    <TopToolbar>
      <FilterButton />
      {canCreate && <CreateButton />}
      {canImport && (
        <Button size="small" startIcon={<FileUploadOutlined />} onClick={() => setImporting(true)}>
          {translate('console.staff.import.button')}
        </Button>
      )}
      {canExport && <ExportMenu />}
      {canImport && <StaffImportDialog open={importing} onClose={() => setImporting(false)} />}
    </TopToolbar>
  );
}
