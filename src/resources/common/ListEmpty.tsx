import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CreateButton, useCanAccess, useResourceContext, useTranslate } from 'react-admin';

/**
 * A list's empty state: what the resource is for and, to those who may create, the button to
 * make the first one. `messages` is the resource's block of the console catalogue
 * (`console.<block>.empty`, `.emptyHint`, `.create`).
 */
export function ListEmpty({ messages }: { messages: string }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource: resource ?? '', action: 'create' });
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, maxWidth: 560, mx: 'auto' }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {translate(`console.${messages}.empty`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {translate(`console.${messages}.emptyHint`)}
      </Typography>
      {canAccess ? (
        <CreateButton variant="contained" label={translate(`console.${messages}.create`)} />
      ) : null}
    </Box>
  );
}
