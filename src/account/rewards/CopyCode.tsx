import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/context';
import { visuallyHidden } from '../../public-site/search/ResultStates';

/** A code (voucher, memo, account number) in monospace with a copy button. */
export function CopyCode({ code }: { code: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography
        component="code"
        sx={{ fontFamily: 'monospace', fontWeight: 700, wordBreak: 'break-all' }}
      >
        {code}
      </Typography>
      <Button
        size="small"
        variant="outlined"
        onClick={() => void copy()}
        aria-label={t('rewards.common.copyCode', { code })}
      >
        {copied ? t('rewards.common.copied') : t('rewards.common.copy')}
      </Button>
      <Box component="span" role="status" sx={visuallyHidden}>
        {copied ? t('rewards.common.copied') : ''}
      </Box>
    </Box>
  );
}
