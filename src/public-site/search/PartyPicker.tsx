import { useCallback, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useT } from '../../i18n/context';
import { CounterRow, type CounterSpec } from './CounterRow';
import { nativeControlSx } from './Field';
import { useDismiss } from './useDismiss';

export interface PartyPickerProps {
  id: string;
  label: string;
  /** What the closed button says, e.g. '2 passengers, Economy'. */
  summary: string;
  counters: CounterSpec[];
  onChange: (key: string, value: number) => void;
  /** More choices under the counters (the cabin of a flight). */
  children?: ReactNode;
}

/** A button that opens counters for passengers or guests and rooms (a disclosure, not a modal). */
export function PartyPicker({
  id,
  label,
  summary,
  counters,
  onChange,
  children,
}: PartyPickerProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback((reason: 'escape' | 'outside' | 'done') => {
    setOpen(false);
    if (reason !== 'outside') button.current?.focus();
  }, []);
  useDismiss(root, open, close);

  return (
    <Box ref={root} sx={{ position: 'relative', minWidth: 0 }}>
      <Box
        id={`${id}-label`}
        sx={{ display: 'block', mb: 0.5, fontSize: '0.875rem', fontWeight: 600 }}
      >
        {label}
      </Box>
      <Box
        component="button"
        type="button"
        ref={button}
        id={id}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}`}
        onClick={() => setOpen((v) => !v)}
        sx={[nativeControlSx, { textAlign: 'left', cursor: 'pointer', whiteSpace: 'nowrap' }]}
      >
        <Box
          component="span"
          sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          {summary}
        </Box>
      </Box>
      <Paper
        id={`${id}-panel`}
        role="group"
        aria-labelledby={`${id}-label`}
        hidden={!open}
        elevation={8}
        sx={{
          position: 'absolute',
          zIndex: 20,
          top: '100%',
          right: 0,
          mt: 0.5,
          p: 2,
          width: 'min(340px, calc(100vw - 32px))',
          display: open ? 'block' : 'none',
        }}
      >
        {open && (
          <>
            {counters.map((spec) => (
              <CounterRow key={spec.key} spec={spec} onChange={(v) => onChange(spec.key, v)} />
            ))}
            {children}
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
              <Button variant="contained" onClick={() => close('done')}>
                {t('search.party.done')}
              </Button>
            </Box>
          </>
        )}
      </Paper>
    </Box>
  );
}
