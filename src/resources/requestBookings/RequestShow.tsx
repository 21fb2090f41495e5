import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Loading, ShowBase, useRecordContext, useTranslate } from 'react-admin';
import type { BookingRequestQuery } from '../../api/generated/corporate';
import { useFormatDate, useFormatMoney } from '../common/formats';
import { DecideActions } from './DecideActions';
import { StatusChip } from './RequestList';
import { approvalText, DATE_TIME } from './requestText';

type Full = NonNullable<BookingRequestQuery['booking_request']>;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}

interface Breach {
  rule?: string;
  cap?: number;
  price?: number;
}

function RequestDetail() {
  const r = useRecordContext<Full>();
  const translate = useTranslate();
  const money = useFormatMoney();
  const date = useFormatDate();
  // Opened from a list, react-admin first shows the list's row (no history) while the full
  // request loads: wait for it rather than read a history that is not there yet.
  if (!r?.events) return <Loading />;
  const label = (field: string) => translate(`resources.request-bookings.fields.${field}`);
  const breaches = (Array.isArray(r.breaches) ? r.breaches : []) as Breach[];
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography component="h1" variant="h5" gutterBottom>
          {r.summary}
        </Typography>
        <StatusChip status={r.status} />
        {r.hold_lapsed && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {translate(approvalText('holdLapsed'), { date: date(r.held_until, DATE_TIME) })}
          </Alert>
        )}
        {r.failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate(approvalText('failure'), { reason: r.failure })}
          </Alert>
        )}
        <DecideActions request={r} />
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 12rem) 1fr' },
            gap: 1,
          }}
        >
          <Fact label={label('kind')}>{translate(approvalText(`kind.${r.kind}`))}</Fact>
          <Fact label={label('price')}>
            {money(r.price, r.currency)}
            {r.price_difference != null &&
              ` (${translate(approvalText('priceDifference'), {
                amount: money(r.price_difference, r.currency),
              })})`}
          </Fact>
          <Fact label={label('requester')}>{r.requester.name}</Fact>
          <Fact label={label('traveller')}>{r.traveller.name}</Fact>
          {r.department && <Fact label={label('department')}>{r.department.name}</Fact>}
          <Fact label={label('verdict')}>
            {translate(approvalText(`verdict.${r.verdict}`), { _: r.verdict })}
            {breaches.map((b, i) => (
              <Box component="span" key={i} sx={{ display: 'block' }}>
                {translate(approvalText(`breach.${b.rule}`), {
                  _: String(b.rule),
                  cap: money(b.cap ?? 0, r.currency),
                  price: money(b.price ?? 0, r.currency),
                })}
              </Box>
            ))}
          </Fact>
          {r.reason_code && <Fact label={label('reason_code')}>{r.reason_code}</Fact>}
          {r.note && <Fact label={label('note')}>{r.note}</Fact>}
          {r.status === 'PENDING' && r.approver && (
            <Fact label={label('approver')}>{r.approver.name}</Fact>
          )}
          <Fact label={label('deadline_at')}>
            {date(r.deadline_at, DATE_TIME)}
            {r.escalation_level > 0 &&
              ` · ${translate(approvalText('escalated'), { smart_count: r.escalation_level })}`}
          </Fact>
          <Fact label={label('inserted_at')}>{date(r.inserted_at, DATE_TIME)}</Fact>
          {r.decided_by && <Fact label={label('decided_by')}>{r.decided_by.name}</Fact>}
          {r.decided_at && <Fact label={label('decided_at')}>{date(r.decided_at, DATE_TIME)}</Fact>}
          {r.comment && <Fact label={label('comment')}>{r.comment}</Fact>}
        </Box>
        <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
          {translate(approvalText('history'))}
        </Typography>
        <Box component="ol" sx={{ pl: 3 }}>
          {r.events.map((e) => (
            <li key={e.id}>
              <Typography variant="body2">
                {date(e.at, DATE_TIME)} ·{' '}
                {translate(approvalText('eventBy'), {
                  what: translate(approvalText(`event.${e.kind}`), { _: e.kind }),
                  who: e.actor?.name ?? e.approver?.name ?? 'Wayfare',
                })}
                {e.kind !== 'CREATED' && e.approver && e.kind === 'ESCALATED'
                  ? ` → ${e.approver.name}`
                  : ''}
              </Typography>
            </li>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/** One booking request: what, who, the policy's verdict, the deadline, history, decide. */
export function RequestShow() {
  return (
    <ShowBase>
      <RequestDetail />
    </ShowBase>
  );
}
