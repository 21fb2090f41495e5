import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  Button,
  DeleteWithConfirmButton,
  EditButton,
  Labeled,
  Show,
  SimpleShowLayout,
  useCanAccess,
  useRecordContext,
  useTranslate,
  useUpdate,
  BooleanField,
  TextField,
  TopToolbar,
} from 'react-admin';
import { BudgetsUsage, type Budget } from './BudgetUsage';

interface Assignee {
  id: string;
  user_id: string | null;
  department_id: string | null;
  staff: { first_name: string | null; last_name: string | null; email: string | null } | null;
  department: { name: string } | null;
}

const personName = (s: NonNullable<Assignee['staff']>) =>
  [s.last_name, s.first_name].filter(Boolean).join(' ') || s.email || '—';

function Budgets() {
  const record = useRecordContext<{ budgets: Budget[] }>();
  return record ? <BudgetsUsage budgets={record.budgets} detailed /> : null;
}

/** Who may charge it: people, then departments, as chips. */
function Assignees() {
  const translate = useTranslate();
  const record = useRecordContext<{ assignees: Assignee[] }>();
  if (!record) return null;
  if (record.assignees.length === 0) {
    return <Typography variant="body2">{translate('console.costCenters.noAssignees')}</Typography>;
  }
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      component="ul"
      sx={{ p: 0, m: 0, flexWrap: 'wrap' }}
    >
      {record.assignees.map((a) => (
        <Box component="li" key={a.id} sx={{ listStyle: 'none' }}>
          <Chip
            size="small"
            variant={a.department ? 'filled' : 'outlined'}
            label={a.staff ? personName(a.staff) : (a.department?.name ?? '—')}
          />
        </Box>
      ))}
    </Stack>
  );
}

/** Edit; archive (confirmed) or restore for those who may (owner and admins). */
function ShowActions() {
  const translate = useTranslate();
  const record = useRecordContext<{ id: string; name: string; active: boolean }>();
  const { canAccess: canArchive } = useCanAccess({ resource: 'cost-center', action: 'delete' });
  const [update, { isPending }] = useUpdate();
  return (
    <TopToolbar>
      <EditButton />
      {record && canArchive && record.active ? (
        <DeleteWithConfirmButton
          label="console.costCenters.archive"
          confirmTitle={translate('console.costCenters.confirmArchiveTitle', { name: record.name })}
          confirmContent="console.costCenters.confirmArchiveContent"
          mutationMode="pessimistic"
          redirect="list"
        />
      ) : null}
      {record && canArchive && !record.active ? (
        <Button
          disabled={isPending}
          label="console.costCenters.restore"
          onClick={() =>
            update(
              'cost-center',
              { id: record.id, data: { active: true }, previousData: record },
              { mutationMode: 'pessimistic' },
            )
          }
        />
      ) : null}
    </TopToolbar>
  );
}

/** One cost center (spec's /corporate/cost/detail): budgets of the current period, assignees. */
export function CostCenterShow() {
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="code" emptyText="—" />
        <BooleanField source="active" />
        <Labeled source="budgets">
          <Budgets />
        </Labeled>
        <Labeled source="assignees">
          <Assignees />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
