import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export const DIALOG_TITLE_ID = 'account-dialog-title';

/** A step's heading (it names the dialog) and optional subtitle. */
export function StepHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Box sx={{ mb: 3, pr: 5 }}>
      <Typography id={DIALOG_TITLE_ID} component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mt: 0.75 }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
