import { Navigate } from 'react-router-dom';

/** Without a scan there is nothing to show: the product sends the visitor back to the upload box. */
export function ResultsPage() {
  return <Navigate to="/" replace />;
}
