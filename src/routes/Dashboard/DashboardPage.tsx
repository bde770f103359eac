import './Dashboard.css';

import { Spinner } from '../../components/Spinner/Spinner';
import { sessionAtom } from '../../state/account';
import { useAtomValue } from '../../state/jotai';
import { LockedPreview } from './LockedPreview';
import { SignedInDashboard } from './SignedInDashboard';

export function DashboardPage() {
  const session = useAtomValue(sessionAtom);
  if (session.status === 'loading') return <Spinner />;
  if (session.status === 'signedOut') return <LockedPreview />;
  return <SignedInDashboard user={session.user} />;
}
