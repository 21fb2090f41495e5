import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormatDate, useFormatMoney } from '../common/formats';
import { DATE_TIME, proposalText, verdictColor, type TripProposalOption } from './proposalText';

/** The policy verdict at proposal time, as a small chip (the console's own, not the site's). */
export function VerdictChip({ verdict }: { verdict: string | null | undefined }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={verdictColor(verdict)}
      label={translate(proposalText(`verdict.${verdict ?? 'NONE'}`))}
    />
  );
}

/** One option: what, when, the price and the verdict; `actions` under it. */
export function OptionCard({
  option,
  picked,
  actions,
}: {
  option: TripProposalOption;
  picked: boolean;
  actions?: ReactNode;
}) {
  const translate = useTranslate();
  const money = useFormatMoney();
  const date = useFormatDate();
  const n = option.position + 1;
  const when =
    option.kind === 'FLIGHT' && option.departs_at && option.arrives_at
      ? translate(proposalText('option.times'), {
          from: date(option.departs_at, DATE_TIME),
          to: date(option.arrives_at, DATE_TIME),
        })
      : translate(proposalText('option.times'), {
          from: date(`${option.start_date}T00:00:00+07:00`, { timeZone: 'Asia/Ho_Chi_Minh' }),
          to: date(`${option.end_date}T00:00:00+07:00`, { timeZone: 'Asia/Ho_Chi_Minh' }),
        });
  return (
    <Card
      component="section"
      aria-label={translate(proposalText('option.heading'), { n })}
      variant="outlined"
      sx={{ flex: 1, minWidth: 0, borderColor: picked ? 'success.main' : undefined }}
    >
      <CardContent>
        <Typography variant="overline" component="h2">
          {translate(proposalText('option.heading'), { n })} ·{' '}
          {translate(proposalText(`kind.${option.kind}`))}
        </Typography>
        <Typography variant="h6" component="p">
          {option.title}
        </Typography>
        {option.from_name || option.to_name ? (
          <Typography>{[option.from_name, option.to_name].filter(Boolean).join(' → ')}</Typography>
        ) : null}
        {option.detail ? (
          <Typography variant="body2" color="text.secondary">
            {option.detail}
          </Typography>
        ) : null}
        <Typography variant="body2" sx={{ mt: 1 }}>
          {when}
        </Typography>
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>
          {money(option.price, option.currency)}
        </Typography>
        <VerdictChip verdict={option.verdict} />
        {picked ? (
          <Chip
            size="small"
            color="success"
            sx={{ ml: 1 }}
            label={translate(proposalText('option.picked'))}
          />
        ) : null}
      </CardContent>
      {actions ? <CardActions>{actions}</CardActions> : null}
    </Card>
  );
}
