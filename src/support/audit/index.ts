import HistoryIcon from '@mui/icons-material/History';
import { AuditList } from './AuditList';

/** The audit log (admin service audit_logs). */
export const audit = { list: AuditList, icon: HistoryIcon };
