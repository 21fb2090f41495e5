import Badge from '@mui/material/Badge';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { CORPORATE_BASE } from '../../routes/routeTable';
import { useApprovalCounters } from './useApprovalCounters';

/** The approvals menu icon, with the number of requests the approver has now. */
export function ApprovalMenuIcon() {
  const { data } = useApprovalCounters();
  return (
    <Badge badgeContent={data?.approvals ?? 0} color="error" max={99}>
      <FactCheckOutlined />
    </Badge>
  );
}

/** The console header's counter: requests waiting for the caller, to the approval queue. */
export function ApprovalHeaderCounter() {
  const translate = useTranslate();
  const { data } = useApprovalCounters();
  if (!data) return null;
  const label = `${translate('console.approvals.counters.mine', {
    smart_count: data.approvals,
  })}. ${translate('console.approvals.counters.detail', {
    flights: data.flight_approvals,
    hotels: data.hotel_approvals,
    total: data.total_pending,
  })}`;
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to={`${CORPORATE_BASE}/approval`} aria-label={label}>
        <Badge badgeContent={data.approvals} color="error" max={99}>
          <FactCheckOutlined />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
