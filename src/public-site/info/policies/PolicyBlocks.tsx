import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n/context';
import type { PolicyBlock } from './types';

const cell = {
  border: 1,
  borderColor: 'divider',
  p: 1,
  textAlign: 'left',
  verticalAlign: 'top',
} as const;

/** One block of a policy section: paragraph, list, table or related links. */
export function PolicyBlockView({ block }: { block: PolicyBlock }) {
  const t = useT();
  if (typeof block === 'string') return <Typography sx={{ mt: 1.5 }}>{block}</Typography>;
  if ('list' in block) {
    return (
      <Box component="ul" sx={{ mt: 1.5, pl: 3, display: 'grid', gap: 0.75 }}>
        {block.list.map((item) => (
          <Typography component="li" key={item}>
            {item}
          </Typography>
        ))}
      </Box>
    );
  }
  if ('table' in block) {
    return (
      <Box sx={{ mt: 1.5, overflowX: 'auto' }}>
        <Box
          component="table"
          sx={{ borderCollapse: 'collapse', width: '100%', fontSize: '0.95rem' }}
        >
          <thead>
            <tr>
              {block.table.head.map((head, i) => (
                <Box component="th" scope="col" key={i} sx={{ ...cell, bgcolor: 'action.hover' }}>
                  {head}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.table.rows.map((row) => (
              <tr key={row.join('|')}>
                {row.map((value, i) => (
                  <Box
                    component={i === 0 ? 'th' : 'td'}
                    scope={i === 0 ? 'row' : undefined}
                    key={i}
                    sx={cell}
                  >
                    {value}
                  </Box>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    );
  }
  return (
    <Box component="p" sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <span>{t('publicInfo.policy.related')}:</span>
      {block.see.map((link) => (
        <Link key={link.to} component={RouterLink} to={link.to}>
          {link.label}
        </Link>
      ))}
    </Box>
  );
}
