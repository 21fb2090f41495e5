import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../../i18n/context';
import { CODE_SUBMIT_DELAY_MS } from '../../constants';
import { CODE_LENGTH } from '../../validation';
import { emptyBoxes, spreadDigits, typedText } from './codeDigits';

export interface CodeInputProps {
  /** Called ~200 ms after the sixth digit (spec §5). */
  onComplete: (code: string) => void;
  /** The red line under the boxes ('Invalid Code'). */
  error?: string;
  /** Any key press: the error line clears on the next key press (spec §8). */
  onInput?: () => void;
  disabled?: boolean;
  /** Changing it empties the boxes (e.g. after a failed login). */
  resetKey?: number;
  autoFocus?: boolean;
}

/** Six single-digit boxes: paste spreads digits, Backspace on an empty box moves back. */
export function CodeInput({
  onComplete,
  error,
  onInput,
  disabled,
  resetKey = 0,
  autoFocus,
}: CodeInputProps) {
  const t = useT();
  const [boxes, setBoxes] = useState(emptyBoxes);
  const [lastReset, setLastReset] = useState(resetKey);
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const complete = useRef(onComplete);
  complete.current = onComplete;

  if (lastReset !== resetKey) {
    setLastReset(resetKey);
    setBoxes(emptyBoxes());
  }

  useEffect(() => {
    if (resetKey > 0) inputs.current[0]?.focus();
  }, [resetKey]);

  const code = boxes.join('');
  useEffect(() => {
    if (code.length !== CODE_LENGTH) return;
    const timer = setTimeout(() => complete.current(code), CODE_SUBMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [code]);

  const put = (index: number, text: string) => {
    const { boxes: next, focus } = spreadDigits(boxes, index, text);
    setBoxes(next);
    if (text.replace(/\D/g, '')) inputs.current[focus]?.focus();
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    onInput?.();
    if (event.key === 'Backspace' && !boxes[index] && index > 0) {
      event.preventDefault();
      inputs.current[index - 1]?.focus();
    } else if (event.key === 'ArrowLeft' && index > 0) {
      inputs.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < CODE_LENGTH - 1) {
      inputs.current[index + 1]?.focus();
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    onInput?.();
    put(index, event.clipboardData.getData('text'));
  };

  return (
    <Box>
      <Box
        role="group"
        aria-label={t('account.verify.group')}
        sx={{ display: 'flex', gap: { xs: 0.75, sm: 1 }, justifyContent: 'center' }}
      >
        {boxes.map((digit, index) => (
          <Box
            key={index}
            component="input"
            ref={(element: HTMLInputElement | null) => {
              inputs.current[index] = element;
            }}
            value={digit}
            disabled={disabled}
            autoFocus={autoFocus && index === 0}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t('account.verify.digit', { index: index + 1, total: CODE_LENGTH })}
            aria-invalid={Boolean(error)}
            onChange={(event) => put(index, typedText(digit, event.target.value))}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
            sx={{
              width: { xs: 40, sm: 48 },
              height: { xs: 48, sm: 56 },
              textAlign: 'center',
              fontSize: 24,
              fontWeight: 600,
              borderRadius: 1,
              border: 1,
              borderColor: error ? 'error.main' : 'divider',
              bgcolor: 'background.paper',
              color: 'text.primary',
              outline: 'none',
              '&:focus': { borderColor: 'primary.main', boxShadow: 2 },
            }}
          />
        ))}
      </Box>
      <Typography
        role="alert"
        variant="body2"
        color="error"
        sx={{ minHeight: 24, mt: 1, textAlign: 'center' }}
      >
        {error ?? ''}
      </Typography>
    </Box>
  );
}
