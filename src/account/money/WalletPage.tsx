import '../../public-site/checkout/catalogue';
import { useCallback } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { graphqlRequest } from '../../api/graphql';
import { UserWalletDocument, UserWalletEntriesDocument } from '../../api/generated/payments';
import { usePageTitle } from '../../components/usePageTitle';
import { useLocale, useT } from '../../i18n/context';
import { formatLocalDateTime, formatMoney } from '../../public-site/search/format';
import { useGraphqlQuery } from '../../public-site/search/useGraphqlQuery';
import { AccountListStates } from './AccountListStates';
import { useKeysetPages } from './useKeysetPages';

const NO_VARS = {};
const KINDS = ['TOP_UP', 'ORDER_PAYMENT', 'ORDER_REFUND', 'CASH_BACK'] as const;

/** /account/wallet: the balance (derived from the ledger) and the wallet's movements. */
export function WalletPage() {
  const t = useT();
  const { locale } = useLocale();
  usePageTitle(t('checkout.account.wallet.title'));
  const fetchPage = useCallback(
    async (lastId: string | null, limit: number) =>
      (await graphqlRequest('payments', UserWalletEntriesDocument, { last_id: lastId, limit }))
        .user_wallet_entries,
    [],
  );
  const { state, loadMore, retry } = useKeysetPages(fetchPage);
  const wallet = useGraphqlQuery(
    'payments',
    UserWalletDocument,
    state.status === 'anonymous' ? null : NO_VARS,
  );
  const money = (amount: number, currency: string) => formatMoney(amount, currency, locale);
  const kindLabel = (kind: string) =>
    (KINDS as readonly string[]).includes(kind)
      ? t(`checkout.account.wallet.kind.${kind as (typeof KINDS)[number]}`)
      : kind;

  return (
    <Box sx={{ maxWidth: 820 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        {t('checkout.account.wallet.title')}
      </Typography>
      {state.status !== 'anonymous' && (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="balance-heading"
          sx={{ p: 2, mb: 2 }}
        >
          <Typography id="balance-heading" color="text.secondary">
            {t('checkout.account.wallet.balance')}
          </Typography>
          {wallet.data ? (
            <Typography sx={{ fontSize: '1.8rem', fontWeight: 800 }}>
              {money(wallet.data.user_wallet.balance, wallet.data.user_wallet.currency)}
            </Typography>
          ) : wallet.status === 'error' ? (
            <Typography color="error">{t('checkout.account.error')}</Typography>
          ) : (
            <Skeleton width={180} height={48} />
          )}
        </Paper>
      )}
      <AccountListStates state={state} retry={retry}>
        {(entries) => (
          <Box component="section" aria-labelledby="entries-heading">
            <Typography id="entries-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
              {t('checkout.account.wallet.entries')}
            </Typography>
            {entries.length === 0 ? (
              <Typography color="text.secondary">{t('checkout.account.wallet.empty')}</Typography>
            ) : (
              <Box component="ul" sx={{ m: 0, p: 0 }}>
                {entries.map((e) => (
                  <Box
                    component="li"
                    key={e.id}
                    sx={{
                      listStyle: 'none',
                      py: 1.25,
                      borderBottom: 1,
                      borderColor: 'divider',
                      display: 'flex',
                      justifyContent: 'space-between',
                      gap: 2,
                    }}
                  >
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600 }}>{kindLabel(e.kind)}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {formatLocalDateTime(e.inserted_at, 'Asia/Ho_Chi_Minh', locale)}
                      </Typography>
                    </Box>
                    <Box sx={{ textAlign: 'right' }}>
                      <Typography
                        sx={{
                          fontWeight: 700,
                          color: e.amount > 0 ? 'success.main' : 'text.primary',
                        }}
                      >
                        {e.amount > 0 ? '+' : '−'}
                        {money(Math.abs(e.amount), e.currency)}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t('checkout.account.wallet.after', {
                          amount: money(e.balance_after, e.currency),
                        })}
                      </Typography>
                    </Box>
                  </Box>
                ))}
              </Box>
            )}
            {state.status === 'ready' && state.more && (
              <Button
                sx={{ mt: 2 }}
                variant="outlined"
                disabled={state.loadingMore}
                onClick={loadMore}
              >
                {t('checkout.account.loadMore')}
              </Button>
            )}
          </Box>
        )}
      </AccountListStates>
    </Box>
  );
}
