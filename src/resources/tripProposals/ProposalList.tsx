import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { CreateButton, DataTable, List, SelectInput, useTranslate } from 'react-admin';
import { useFormatDate, useFormatMoney } from '../common/formats';
import { ResponsiveListBody } from '../common/ResponsiveList';
import { PROPOSAL_STATUSES, proposalText, statusColor, type TripProposal } from './proposalText';

export function ProposalStatus({ status }: { status: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={statusColor(status)}
      label={translate(proposalText(`status.${status}`))}
    />
  );
}

/** Trip proposals, newest first (docs/trip-proposals.md): the caller's, or the company's. */
export function ProposalList() {
  const translate = useTranslate();
  const money = useFormatMoney();
  const date = useFormatDate();
  const cheapest = (p: TripProposal) =>
    p.cheapest_price == null ? '' : money(p.cheapest_price, p.currency);
  const filters = [
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      label={proposalText('fields.status')}
      choices={PROPOSAL_STATUSES.map((id) => ({
        id,
        name: translate(proposalText(`status.${id}`)),
      }))}
    />,
  ];
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {translate(proposalText('intro'))}
      </Typography>
      <List<TripProposal>
        filters={filters}
        perPage={25}
        exporter={false}
        empty={
          <Stack spacing={2} sx={{ py: 6, alignItems: 'center' }}>
            <Typography>{translate(proposalText('empty'))}</Typography>
            <CreateButton />
          </Stack>
        }
      >
        <ResponsiveListBody<TripProposal>
          link="show"
          primaryText={(p) => p.title}
          secondaryText={(p) => `${p.traveller.name ?? p.traveller.email ?? ''} · ${cheapest(p)}`}
          tertiaryText={(p) => translate(proposalText(`status.${p.status}`))}
        >
          <DataTable.Col source="title" label={proposalText('fields.title')} disableSort />
          <DataTable.Col
            source="status"
            label={proposalText('fields.status')}
            disableSort
            render={(p: TripProposal) => <ProposalStatus status={p.status} />}
          />
          <DataTable.Col
            source="traveller"
            label={proposalText('fields.traveller')}
            disableSort
            render={(p: TripProposal) => p.traveller.name ?? p.traveller.email}
          />
          <DataTable.Col
            source="inserted_at"
            label={proposalText('fields.created')}
            disableSort
            render={(p: TripProposal) => date(p.inserted_at)}
          />
          <DataTable.Col source="option_count" label={proposalText('fields.options')} disableSort />
          <DataTable.Col
            source="cheapest_price"
            label={proposalText('fields.cheapest')}
            disableSort
            render={cheapest}
          />
        </ResponsiveListBody>
      </List>
    </>
  );
}
