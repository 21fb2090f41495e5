import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  Button,
  CreateButton,
  EditButton,
  List,
  Loading,
  useCanAccess,
  useListContext,
  useTranslate,
  RecordContextProvider,
} from 'react-admin';
import type { LevelPolicy } from '../../dataProviders/corporate/travelPolicy';
import { useFormatDate, useFormatMoney } from '../common/formats';
import { useCityName } from './cities';
import { CABINS, fieldLabel, policyText } from './choices';
import { ReasonCodes } from './ReasonCodes';

/** One fact of a policy: its label and value, a row of the card's description list. */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
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

/** One hotel cap: city (its name from the places service), stars and the nightly amount. */
function HotelCap({ cap }: { cap: LevelPolicy['hotel_caps'][number] }) {
  const translate = useTranslate();
  const money = useFormatMoney();
  const city = useCityName(cap.city_id);
  return (
    <>
      {translate(policyText('hotelCapRow'), {
        city: cap.city_id ? (city ?? cap.city_id) : translate(policyText('anyCity')),
        stars:
          cap.star_rating === null
            ? translate(policyText('anyStars'))
            : translate(policyText('stars'), { smart_count: cap.star_rating }),
        amount: money(cap.nightly_cost),
      })}
    </>
  );
}

/** A level's policy, read-only: flights, hotels and what happens outside it. */
function PolicyFacts({ policy }: { policy: LevelPolicy }) {
  const translate = useTranslate();
  const money = useFormatMoney();
  const cap = (amount: number | null) =>
    amount === null ? translate(policyText('noCap')) : money(amount);
  const cabins = CABINS.filter((c) => policy.allowed_cabins.includes(c))
    .map((c) => translate(policyText(`cabins.${c}`)))
    .join(', ');
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 14rem) minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
        '& dd': { mb: { xs: 1, sm: 0 } },
      }}
    >
      <Fact label={translate(fieldLabel('allowed_cabins'))}>{cabins}</Fact>
      <Fact label={translate(fieldLabel('one_way_cost'))}>{cap(policy.one_way_cost)}</Fact>
      <Fact label={translate(fieldLabel('round_trip_cost'))}>{cap(policy.round_trip_cost)}</Fact>
      <Fact label={translate(fieldLabel('min_days_ahead'))}>
        {policy.min_days_ahead > 0
          ? translate(policyText('daysAhead'), { smart_count: policy.min_days_ahead })
          : translate(policyText('anyDay'))}
      </Fact>
      <Fact label={translate(fieldLabel('hotel_caps'))}>
        {policy.hotel_caps.length === 0 ? (
          translate(policyText('noHotelCaps'))
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {policy.hotel_caps.map((c) => (
              <li key={`${c.city_id ?? ''}|${c.star_rating ?? ''}`}>
                <HotelCap cap={c} />
              </li>
            ))}
          </Box>
        )}
      </Fact>
      <Fact label={translate(fieldLabel('out_of_policy_action'))}>
        {translate(policyText(`actions.${policy.out_of_policy_action}`))}
      </Fact>
    </Box>
  );
}

/** A level's card: its policy, or the empty state that leads to "Set a policy". */
function LevelCard({ policy }: { policy: LevelPolicy }) {
  const translate = useTranslate();
  const date = useFormatDate();
  const headingId = `policy-level-${policy.id}`;
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" gutterBottom>
          {policy.level_name}
        </Typography>
        {policy.has_policy ? (
          <PolicyFacts policy={policy} />
        ) : (
          <>
            <Typography variant="subtitle2">{translate(policyText('noPolicy'))}</Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(policyText('noPolicyHint'))}
            </Typography>
          </>
        )}
        {policy.updated_at ? (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {translate(policyText('updated'), { date: date(policy.updated_at) })}
          </Typography>
        ) : null}
      </CardContent>
      <RecordContextProvider value={policy}>
        <CardActions>
          <EditButton
            label={policyText(policy.has_policy ? 'editPolicy' : 'setPolicy')}
            aria-label={`${translate(policyText(policy.has_policy ? 'editPolicy' : 'setPolicy'))}: ${policy.level_name}`}
          />
        </CardActions>
      </RecordContextProvider>
    </Card>
  );
}

/** The levels' cards, or why there are none (loading, an error with a retry). */
function LevelCards() {
  const translate = useTranslate();
  const { data, error, isPending, refetch } = useListContext<LevelPolicy>();
  const { canAccess: canEdit } = useCanAccess({ resource: 'set-policy', action: 'edit' });
  if (error) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={<Button label={policyText('retry')} onClick={() => void refetch()} />}
      >
        {translate(policyText('loadError'))}
      </Alert>
    );
  }
  if (isPending || !data) return null;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {translate(policyText('intro'))}
      </Typography>
      {canEdit === false ? (
        <Alert severity="info" role="status">
          {translate(policyText('readOnly'))}
        </Alert>
      ) : null}
      {data.map((policy) => (
        <LevelCard key={policy.id} policy={policy} />
      ))}
    </Stack>
  );
}

/** No levels: a policy belongs to a level, so the way out is creating one. */
function NoLevels() {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'levels', action: 'create' });
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, maxWidth: 560, mx: 'auto' }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {translate(policyText('noLevels'))}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {translate(policyText('noLevelsHint'))}
      </Typography>
      {canAccess ? (
        <CreateButton resource="levels" variant="contained" label={policyText('createLevel')} />
      ) : null}
    </Box>
  );
}

/**
 * /corporate/set-policy: every staff level with its travel policy (or none yet), and the
 * company's reason codes. Owner and admins edit (the cards' buttons, the reason codes' form);
 * approvers read the levels that have a policy (corporate_levels is not theirs to list).
 */
export function TravelPolicyList() {
  // Only those who may list the levels (owner, admins) see the levels without a policy.
  const { canAccess: withLevels, isPending } = useCanAccess({ resource: 'levels', action: 'list' });
  if (isPending) return <Loading />;
  return (
    <List<LevelPolicy>
      queryOptions={{ meta: { withLevels: withLevels === true } }}
      pagination={false}
      perPage={1000}
      exporter={false}
      actions={false}
      empty={<NoLevels />}
      sx={{ '& .RaList-content': { bgcolor: 'transparent', boxShadow: 'none' } }}
    >
      <Stack spacing={3} sx={{ py: 2, maxWidth: 960 }}>
        <LevelCards />
        <ReasonCodes />
      </Stack>
    </List>
  );
}
