import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { CorporateDetailFieldsFragment as Detail } from '../../api/generated/corporate';
import { useFormatMoney } from '../common/formats';
import { CORPORATE_BASE } from '../../routes/routeTable';
import { Facts } from './CorporateFacts';

function TermsCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} component="h2" variant="h6" sx={{ mb: 1.5, fontSize: '1.1rem' }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The credit line Wayfare grants (read-only; owner, admin and accounting see it). */
export function CreditTermsCard({
  credit,
  canRequest,
}: {
  credit: Detail['corporate_credit'];
  canRequest: boolean;
}) {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  const money = (value: number | null | undefined) =>
    value == null || !credit ? null : formatMoney(value, credit.currency);
  return (
    <TermsCard id="credit-terms-title" title={translate('console.detail.creditTitle')}>
      {credit ? (
        <Facts
          items={[
            [translate('console.detail.maxDebt'), money(credit.max_debt)],
            [translate('console.detail.creditMonthly'), money(credit.monthly_limit)],
            [
              translate('console.detail.reward'),
              credit.reward && translate('console.detail.rewardTerm', credit.reward),
            ],
            [
              translate('console.detail.penalty'),
              credit.penalty && translate('console.detail.penaltyTerm', credit.penalty),
            ],
          ]}
        />
      ) : (
        <>
          <Typography color="text.secondary">{translate('console.detail.creditNone')}</Typography>
          {canRequest && (
            <Button component={RouterLink} to={`${CORPORATE_BASE}/register`} sx={{ mt: 1, px: 0 }}>
              {translate('console.detail.requestCredit')}
            </Button>
          )}
        </>
      )}
    </TermsCard>
  );
}

/** The company's rank and its cash-back rules (read-only). */
export function RankCard({
  rank,
  currency,
}: {
  rank: Detail['rank_configuration'];
  currency: string;
}) {
  const translate = useTranslate();
  const formatMoney = useFormatMoney();
  const percent = (value: number | null) => (value == null ? null : `${value}%`);
  return (
    <TermsCard id="rank-title" title={translate('console.detail.rankTitle')}>
      {rank ? (
        <Facts
          items={[
            [translate('console.detail.rank'), rank.rank],
            [
              translate('console.detail.minimumSpending'),
              rank.minimum_spending == null ? null : formatMoney(rank.minimum_spending, currency),
            ],
            [translate('console.detail.adminCashback'), percent(rank.admin_booked_cashback_rate)],
            [translate('console.detail.ownerCashback'), percent(rank.owner_cashback_rate)],
          ]}
        />
      ) : (
        <Typography color="text.secondary">{translate('console.detail.rankNone')}</Typography>
      )}
    </TermsCard>
  );
}
