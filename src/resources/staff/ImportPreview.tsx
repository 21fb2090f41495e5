import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { StaffImportFieldsFragment } from '../../api/generated/corporate';
import { formMessageOf } from '../../api/fieldErrors';

type Row = StaffImportFieldsFragment['rows'][number];

/** How many rows of each table are shown; the rest are counted. */
const SHOWN = 100;

/** A column of the file by the staff field label the console already has for it. */
const FIELD_OF: Record<string, string> = {
  department: 'department_id',
  corporate_level: 'corporate_level_id',
  approver_email: 'approver_id',
};

const personOf = (r: Row) =>
  [[r.last_name, r.first_name].filter(Boolean).join(' '), r.email].filter(Boolean).join(' · ');

function Caption({ id, text }: { id: string; text: string }) {
  return (
    <Typography id={id} component="h3" variant="subtitle1" sx={{ mt: 2 }}>
      {text}
    </Typography>
  );
}

/**
 * What the file would do, before anything is written: a summary, the rows with errors (row
 * number, person, column and rule in the user's language) and the rows that would be added.
 */
export function ImportPreview({ preview }: { preview: StaffImportFieldsFragment }) {
  const translate = useTranslate();
  const bad = preview.rows.filter((r) => r.status === 'ERROR');
  const good = preview.rows.filter((r) => r.status !== 'ERROR');
  const more = (count: number) =>
    count > SHOWN ? (
      <Typography variant="body2">
        {translate('console.staff.import.more', { count: count - SHOWN })}
      </Typography>
    ) : null;
  const problem = (e: Row['errors'][number]) =>
    `${translate(`resources.users.fields.${FIELD_OF[e.field] ?? e.field}`, { _: e.field })}: ${translate(
      formMessageOf(e),
      { _: e.message },
    )}`;

  return (
    <>
      <Alert severity={bad.length > 0 ? 'warning' : 'success'} role="status">
        {translate('console.staff.import.summary', {
          file: preview.file_name,
          total: preview.total_rows,
          valid: preview.valid_rows,
          new: preview.new_accounts,
          existing: preview.existing_accounts,
          errors: preview.error_rows,
        })}
        {bad.length > 0 && good.length > 0 ? ` ${translate('console.staff.import.fixHint')}` : ''}
      </Alert>
      {bad.length > 0 && (
        <>
          <Caption id="import-errors" text={translate('console.staff.import.errorsTitle')} />
          <Table size="small" aria-labelledby="import-errors">
            <TableHead>
              <TableRow>
                <TableCell>{translate('console.staff.import.row')}</TableCell>
                <TableCell>{translate('console.staff.import.person')}</TableCell>
                <TableCell>{translate('console.staff.import.problem')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {bad.slice(0, SHOWN).map((r) => (
                <TableRow key={r.row}>
                  <TableCell>{r.row}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{personOf(r)}</TableCell>
                  <TableCell>
                    {r.errors.map((e) => (
                      <div key={`${e.field}-${e.rule}`}>{problem(e)}</div>
                    ))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {more(bad.length)}
        </>
      )}
      {good.length > 0 && (
        <>
          <Caption id="import-ready" text={translate('console.staff.import.readyTitle')} />
          <Table size="small" aria-labelledby="import-ready">
            <TableHead>
              <TableRow>
                <TableCell>{translate('console.staff.import.row')}</TableCell>
                <TableCell>{translate('console.staff.import.person')}</TableCell>
                <TableCell>{translate('resources.users.fields.department_id')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {good.slice(0, SHOWN).map((r) => (
                <TableRow key={r.row}>
                  <TableCell>{r.row}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>
                    {personOf(r)}{' '}
                    <Chip
                      size="small"
                      label={translate(`console.staff.import.status.${r.status}`)}
                    />
                  </TableCell>
                  <TableCell>{r.department ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {more(good.length)}
        </>
      )}
    </>
  );
}
