import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ListButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { BookingRecord } from '../../dataProviders/corporate/bookings';
import { useFormatMoney } from '../common/formats';
import { RequestVatButton } from '../vatRequests/RequestVatButton';
import { useVietnamDate } from './vietnamDate';
import { bookingSubject, personName, type TicketFace } from './bookingText';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Label–value pairs; `numeric` values right-aligned. */
function Pairs({ rows }: { rows: [string, ReactNode, boolean?][] }) {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
        columnGap: 2,
        rowGap: 0.75,
      }}
    >
      {rows.map(([key, value, numeric]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(`resources.bookings.fields.${key}`)}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{
              m: 0,
              overflowWrap: 'anywhere',
              ...(numeric ? { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } : {}),
            }}
          >
            {value ?? '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function BookingDetail() {
  const b = useRecordContext<BookingRecord>();
  const translate = useTranslate();
  const money = useFormatMoney();
  const date = useVietnamDate();
  if (!b) return null;
  const t = (key: string) => translate(`console.finance.bookings.${key}`);
  const when = (v: string) =>
    date(v, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
  const faces = Array.isArray(b.ticket_faces) ? (b.ticket_faces as TicketFace[]) : [];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {bookingSubject(b)}
      </Typography>
      <Section title={t('summary')}>
        <Pairs
          rows={[
            ['code', b.code],
            ['product_type', b.product_type ? t(`products.${b.product_type}`) : null],
            ['inserted_at', when(b.inserted_at)],
            ['status', b.status ? t(`statuses.${b.status}`) : null],
            ['payment_method', b.payment_method ? t(`methods.${b.payment_method}`) : null],
            ['user_order_id', b.user_order_id],
            ['booking_id', b.booking_id],
            ['id', b.id],
          ]}
        />
      </Section>
      <Section title={t('traveller')}>
        <Pairs
          rows={[
            [
              'user',
              b.user ? `${personName(b.user)}${b.user.email ? ` (${b.user.email})` : ''}` : null,
            ],
            ['guest', b.guest],
            ['booked_by', b.booked_by ? personName(b.booked_by) : null],
            ['department', b.department?.name],
            ['cost_center', b.cost_center?.name],
          ]}
        />
      </Section>
      <Section title={t('money')}>
        <Pairs
          rows={[
            ['net_price', money(b.net_price ?? 0, b.currency), true],
            ['vat_amount', money(b.vat_amount ?? 0, b.currency), true],
            [
              'surcharge',
              money(b.surcharge?.amount ?? 0, b.surcharge?.currency ?? b.currency),
              true,
            ],
            ['price', <strong key="p">{money(b.price, b.currency)}</strong>, true],
            ['company_amount', money(b.company_amount ?? 0, b.currency), true],
          ]}
        />
      </Section>
      {b.product_type === 'HOTEL' ? (
        <Section title={t('stays')}>
          {b.room_stayings.length === 0 ? (
            <Typography variant="body2">{t('noStays')}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {b.room_stayings.map((s) => (
                <li key={s.id}>
                  <Typography variant="body2">
                    {translate('console.finance.bookings.night', {
                      date: s.available_at ? date(s.available_at) : '—',
                    })}
                    {` · ${s.property?.name ?? ''} · ${s.room_type?.name ?? ''}`}
                  </Typography>
                </li>
              ))}
            </Box>
          )}
        </Section>
      ) : (
        <Section title={t('tickets')}>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('passenger')}</TableCell>
                  <TableCell>{t('flights')}</TableCell>
                  <TableCell>{translate('resources.bookings.fields.issue_statuses')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {faces.map((f, i) => (
                  <TableRow key={`${f.name}-${i}`}>
                    <TableCell>{f.name}</TableCell>
                    <TableCell>
                      {f.flights
                        .map(
                          (fl) =>
                            `${fl.code ?? ''} ${fl.from ?? ''}–${fl.to ?? ''}${fl.departs_at ? ` ${when(fl.departs_at)}` : ''}`,
                        )
                        .join('; ')}
                    </TableCell>
                    <TableCell>
                      {b.issue_statuses?.[i] ? t(`issue.${b.issue_statuses[i]}`) : t('notIssued')}
                      {f.booking_code ? ` (${f.booking_code})` : ''}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </Section>
      )}
    </Box>
  );
}

function ShowActions() {
  return (
    <TopToolbar sx={{ justifyContent: 'flex-start' }}>
      <ListButton label="console.finance.bookings.back" />
      <RequestVatButton />
    </TopToolbar>
  );
}

/** One booking at /corporate/bookings/<id>/show: every field of spec §3's booking history. */
export function BookingShow() {
  return (
    <Show actions={<ShowActions />} component="div">
      <BookingDetail />
    </Show>
  );
}
