import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  AutocompleteInput,
  BooleanInput,
  DataTable,
  DateInput,
  List,
  SearchInput,
  SelectInput,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { ReferenceInput } from '../references/referenceInputs';
import { useFormatDate, useFormatMoney } from '../common/formats';
import { PEOPLE_REFERENCE, personChoice } from '../common/PersonOption';
import { ResponsiveListBody } from '../common/ResponsiveList';
import {
  approvalText,
  DATE_TIME,
  KINDS,
  STATUSES,
  statusColor,
  type BookingRequest,
} from './requestText';

export function StatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={statusColor(status)}
      label={translate(approvalText(`status.${status}`))}
    />
  );
}

function useFilters(queue: boolean) {
  const translate = useTranslate();
  const { canAccess: people } = useCanAccess({ resource: 'users', action: 'list' });
  const { canAccess: departments } = useCanAccess({ resource: 'department', action: 'list' });
  const choices = (values: string[], block: string) =>
    values.map((id) => ({ id, name: translate(approvalText(`${block}.${id}`)) }));
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" alwaysOn choices={choices(STATUSES, 'status')} />,
    <SelectInput key="kind" source="kind" alwaysOn choices={choices(KINDS, 'kind')} />,
    ...(queue
      ? []
      : [<BooleanInput key="mine" source="mine" label={approvalText('filters.mine')} />]),
    ...(people
      ? [
          <ReferenceInput key="requester_id" source="requester_id" {...PEOPLE_REFERENCE}>
            <AutocompleteInput {...personChoice} />
          </ReferenceInput>,
        ]
      : []),
    ...(departments
      ? [
          <ReferenceInput key="department_id" source="department_id" reference="department">
            <AutocompleteInput optionText="name" filterToQuery={(q: string) => ({ q })} />
          </ReferenceInput>,
        ]
      : []),
    <DateInput key="from" source="from" label={approvalText('filters.from')} />,
    <DateInput key="to" source="to" label={approvalText('filters.to')} />,
  ];
}

/**
 * Booking requests, newest first (docs/approvals.md): /corporate/request-bookings (every request
 * the caller may see) and /corporate/approval (the queue: pending ones the caller has now).
 */
export function RequestList({ queue = false }: { queue?: boolean }) {
  const translate = useTranslate();
  const money = useFormatMoney();
  const date = useFormatDate();
  const when = (r: BookingRequest) =>
    r.status === 'PENDING'
      ? translate(approvalText('deadline'), { date: date(r.deadline_at, DATE_TIME) })
      : date(r.inserted_at, DATE_TIME);
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {translate(approvalText(queue ? 'queueIntro' : 'listIntro'))}
      </Typography>
      <List<BookingRequest>
        filters={useFilters(queue)}
        filterDefaultValues={queue ? { status: 'PENDING', mine: true } : {}}
        sort={{ field: 'inserted_at', order: 'DESC' }}
        perPage={25}
        exporter={false}
        empty={
          <Typography sx={{ py: 6, textAlign: 'center' }}>
            {translate(approvalText('empty'))}
          </Typography>
        }
      >
        <ResponsiveListBody<BookingRequest>
          link="show"
          primaryText={(r) => r.summary}
          secondaryText={(r) => `${r.requester.name} · ${money(r.price, r.currency)}`}
          tertiaryText={(r) => translate(approvalText(`status.${r.status}`))}
        >
          <DataTable.Col source="summary" disableSort />
          <DataTable.Col
            source="kind"
            disableSort
            render={(r: BookingRequest) => translate(approvalText(`kind.${r.kind}`))}
          />
          <DataTable.Col
            source="requester"
            disableSort
            render={(r: BookingRequest) =>
              r.traveller.id === r.requester.id
                ? r.requester.name
                : `${r.requester.name} → ${r.traveller.name}`
            }
          />
          <DataTable.Col
            source="department"
            disableSort
            render={(r: BookingRequest) => r.department?.name ?? '—'}
          />
          <DataTable.Col
            source="price"
            disableSort
            render={(r: BookingRequest) => money(r.price, r.currency)}
          />
          <DataTable.Col
            source="approver"
            disableSort
            render={(r: BookingRequest) => r.approver?.name ?? '—'}
          />
          <DataTable.Col source="deadline_at" disableSort render={when} />
          <DataTable.Col
            source="status"
            disableSort
            render={(r: BookingRequest) => <StatusChip status={r.status} />}
          />
        </ResponsiveListBody>
      </List>
    </>
  );
}

export const RequestBookingList = () => <RequestList />;
export const ApprovalList = () => <RequestList queue />;
