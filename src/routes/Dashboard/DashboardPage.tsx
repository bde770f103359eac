import './Dashboard.css';

import { Suspense } from 'react';

import { Spinner } from '../../components/Spinner/Spinner';
import { lazyWithText } from '../../lazyScreen';
import { sessionAtom } from '../../state/account';
import { useAtomValue } from '../../state/jotai';
import { LockedPreview } from './LockedPreview';

// A signed-in person's dashboard (their history, their data's export and restore, with its file format)
// loads only for them: a visitor's locked preview shows without it.
const SignedInDashboard = lazyWithText(
  () => import('./SignedInDashboard'),
  (m) => m.SignedInDashboard,
  ['results', 'scan'],
);

export function DashboardPage() {
  const session = useAtomValue(sessionAtom);
  if (session.status === 'loading') return <Spinner />;
  if (session.status === 'signedOut') return <LockedPreview />;
  return (
    <Suspense fallback={<Spinner />}>
      <SignedInDashboard user={session.user} />
    </Suspense>
  );
}
