import { useSearchParams } from 'react-router-dom';
import Container from '@mui/material/Container';
import { ErrorView } from './ErrorView';

/** /error?status=404 → not-found variant; any other or missing status → server error (500). */
export function statusFromQuery(value: string | null): number {
  const status = Number(value);
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
}

export function ErrorPage() {
  const [params] = useSearchParams();
  return (
    <Container maxWidth="md">
      <ErrorView status={statusFromQuery(params.get('status'))} />
    </Container>
  );
}
