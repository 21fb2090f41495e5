import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { graphqlRequest } from '../../api/graphql';
import {
  AnalysisDetailDocument,
  AnalysisDetailExportDocument,
  type AnalysisDetailSortField,
  type AnalysisExportFormat,
  type SortDirection,
} from '../../api/generated/corporate';
import { corporateId } from '../../dataProviders/corporate/scope';
import { AnalysisFrame } from './AnalysisFrame';
import { graphqlFilter, vietnamDay, type AnalysisFilterState } from './filter';
import { analysisHref } from './links';
import { QueryState } from './QueryState';
import { useAnalysisFilter } from './useAnalysisFilter';
import { useAnalysisQuery } from './analysisApi';
import { useAnalysisFormat } from './useAnalysisFormat';

const SORTS: readonly AnalysisDetailSortField[] = ['PAID_AT', 'AMOUNT', 'TRAVELLER', 'PRODUCT'];
const PAGE_SIZES = [25, 50, 100];
const NUM = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

/** The detail's sort and page, in the URL beside the filter (sort, direction, page, per_page). */
function usePaging() {
  const [search, setSearch] = useSearchParams();
  const field = search.get('sort') as AnalysisDetailSortField | null;
  const sort = field && SORTS.includes(field) ? field : 'PAID_AT';
  const direction: SortDirection = search.get('direction') === 'ASC' ? 'ASC' : 'DESC';
  const perPage = PAGE_SIZES.includes(Number(search.get('per_page')))
    ? Number(search.get('per_page'))
    : 25;
  const page = Math.max(0, Math.floor(Number(search.get('page')) || 1) - 1);
  const set = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(change)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setSearch(next);
  };
  return { sort, direction, perPage, page, set };
}

/** The file the server writes of every row the filter matches (up to 10,000), downloaded. */
async function exportRows(filter: AnalysisFilterState, format: AnalysisExportFormat) {
  const corporate_id = await corporateId();
  const { analysis_detail_export: file } = await graphqlRequest(
    'corporate',
    AnalysisDetailExportDocument,
    { filter: { ...graphqlFilter(filter), corporate_id }, format },
  );
  const link = document.createElement('a');
  link.href = file.url;
  link.download = file.name;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

function ExportButtons({ filter, disabled }: { filter: AnalysisFilterState; disabled: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async (format: AnalysisExportFormat) => {
    setBusy(true);
    try {
      await exportRows(filter, format);
    } catch {
      notify('console.analysis.chart.exportFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button disabled={busy || disabled} onClick={() => void run('CSV')}>
        {translate('console.analysis.chart.exportCsv')}
      </Button>
      <Button disabled={busy || disabled} onClick={() => void run('XLSX')}>
        {translate('console.analysis.chart.exportXlsx')}
      </Button>
    </>
  );
}

/**
 * The bookings behind the overview's figures (/corporate/analysis/travel-overview/detail):
 * analysis_detail for the URL's filter, sortable by paid date, amount, traveller and product,
 * paged, and the whole set as CSV or XLSX written by the server (analysis_detail_export).
 */
export function OverviewDetailPage() {
  const translate = useTranslate();
  const format = useAnalysisFormat();
  const [filter] = useAnalysisFilter();
  const paging = usePaging();
  const query = useAnalysisQuery('detail', AnalysisDetailDocument, {
    filter: graphqlFilter(filter),
    sort: { field: paging.sort, direction: paging.direction },
    limit: paging.perPage,
    offset: paging.page * paging.perPage,
  });
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`console.analysis.detail.${key}`, options);
  const sortable = (field: AnalysisDetailSortField, label: string, numeric = false) => (
    <TableCell
      scope="col"
      sx={numeric ? NUM : undefined}
      sortDirection={paging.sort === field ? (paging.direction === 'ASC' ? 'asc' : 'desc') : false}
    >
      <TableSortLabel
        active={paging.sort === field}
        direction={paging.sort === field && paging.direction === 'ASC' ? 'asc' : 'desc'}
        onClick={() =>
          paging.set({
            sort: field,
            direction: paging.sort === field && paging.direction === 'DESC' ? 'ASC' : 'DESC',
            page: null,
          })
        }
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
  return (
    <AnalysisFrame name="analysis-travel-overview-detail">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Typography component="h2" variant="h6" sx={{ flex: '1 1 12rem' }}>
          {t('title')}
        </Typography>
        <Button component={RouterLink} to={analysisHref('overview', filter)}>
          {t('back')}
        </Button>
        <ExportButtons filter={filter} disabled={!query.data?.analysis_detail.total} />
      </Box>
      <QueryState query={query}>
        {({ analysis_detail: { rows, total } }) =>
          total === 0 ? (
            <Typography color="text.secondary" sx={{ py: 3 }}>
              {t('empty')}
            </Typography>
          ) : (
            <>
              {/* Scrolls sideways on a phone; focusable so a keyboard can scroll it too. */}
              <Box tabIndex={0} role="group" aria-label={t('title')} sx={{ overflowX: 'auto' }}>
                <Table
                  size="small"
                  sx={{
                    '& td, & th': { whiteSpace: 'nowrap' },
                    '& td.description': { whiteSpace: 'normal', minWidth: '14rem' },
                  }}
                >
                  <caption>
                    {t('caption', {
                      from: format.number(paging.page * paging.perPage + 1),
                      to: format.number(paging.page * paging.perPage + rows.length),
                      total: format.number(total),
                    })}
                  </caption>
                  <TableHead>
                    <TableRow>
                      {sortable('PAID_AT', t('columns.paid_at'))}
                      <TableCell scope="col">{t('columns.order_code')}</TableCell>
                      {sortable('PRODUCT', t('columns.product'))}
                      <TableCell scope="col">{t('columns.description')}</TableCell>
                      {sortable('TRAVELLER', t('columns.traveller'))}
                      <TableCell scope="col">{t('columns.department')}</TableCell>
                      <TableCell scope="col">{t('columns.cost_center')}</TableCell>
                      {sortable('AMOUNT', t('columns.amount'), true)}
                      <TableCell scope="col" sx={NUM}>
                        {t('columns.voucher_discount')}
                      </TableCell>
                      <TableCell scope="col">{t('columns.status')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((row) => (
                      <TableRow key={row.user_order_id}>
                        <TableCell>{format.date(vietnamDay(new Date(row.paid_at)))}</TableCell>
                        <TableCell>{row.order_code ?? ''}</TableCell>
                        <TableCell>
                          {translate(`console.analysis.products.${row.product}`)}
                        </TableCell>
                        <TableCell className="description">{row.description}</TableCell>
                        <TableCell>{row.traveller_name ?? ''}</TableCell>
                        <TableCell>{row.department_name ?? ''}</TableCell>
                        <TableCell>{row.cost_center_name ?? ''}</TableCell>
                        <TableCell sx={NUM}>{format.money(row.amount, row.currency)}</TableCell>
                        <TableCell sx={NUM}>
                          {format.money(row.voucher_discount, row.currency)}
                        </TableCell>
                        <TableCell>{t(`statuses.${row.status}`, { _: row.status })}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
              <TablePagination
                component="div"
                count={total}
                page={Math.min(paging.page, Math.max(0, Math.ceil(total / paging.perPage) - 1))}
                rowsPerPage={paging.perPage}
                rowsPerPageOptions={PAGE_SIZES}
                labelRowsPerPage={t('rowsPerPage')}
                labelDisplayedRows={({ from, to, count }) =>
                  `${format.number(from)}–${format.number(to)} / ${format.number(count)}`
                }
                onPageChange={(_event, page) => paging.set({ page: String(page + 1) })}
                onRowsPerPageChange={(event) =>
                  paging.set({ per_page: event.target.value, page: null })
                }
              />
            </>
          )
        }
      </QueryState>
    </AnalysisFrame>
  );
}
