import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { CorporateDetailFieldsFragment as Detail } from '../../api/generated/corporate';
import { trialActive } from '../../../common/corporate-rules';
import { useFormatDate } from '../common/formats';

/** The company's name and logo, its review status, approval date and trial. */
export function CorporateHeader({ record }: { record: Detail }) {
  const translate = useTranslate();
  const date = useFormatDate();
  const status = record.status ?? 'PENDING';
  const name = record.display_name || record.company_name;
  const trial = record.trial_expired_at;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      {record.logo && (
        <img
          src={record.logo}
          // Decorative: the company's name follows as the heading.
          alt=""
          style={{ width: 56, height: 56, objectFit: 'contain' }}
        />
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, overflowWrap: 'anywhere' }}
        >
          {name}
        </Typography>
        <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Chip
            size="small"
            variant="outlined"
            color={status === 'APPROVED' ? 'success' : status === 'REJECTED' ? 'error' : 'warning'}
            label={`${translate('console.detail.statusTitle')}: ${translate(`console.corporateStatus.${status}`)}`}
          />
          {status === 'APPROVED' && record.approved_at && (
            <Typography variant="body2" color="text.secondary">
              {translate('console.dashboard.approvedAt', { date: date(record.approved_at) })}
            </Typography>
          )}
          {trial && status !== 'APPROVED' && (
            <Typography variant="body2" color="text.secondary">
              {translate(
                trialActive(trial, new Date())
                  ? 'console.detail.trialUntil'
                  : 'console.detail.trialEnded',
                { date: date(trial) },
              )}
            </Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}
