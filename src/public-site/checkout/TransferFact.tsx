import Typography from '@mui/material/Typography';

/** One line of a bank transfer's details (account, amount, memo): its term and its value. */
export function TransferFact({ term, value }: { term: string; value: string }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </>
  );
}
