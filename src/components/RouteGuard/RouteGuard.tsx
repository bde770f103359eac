import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { returnPath } from '../../domain/navigation';
import { sessionAtom } from '../../state/account';
import { useAtomValue } from '../../state/jotai';
import { Spinner } from '../Spinner/Spinner';

interface RouteGuardProps {
  /**
   * true: signed-out visitors go to /login. false: the page is public-only, signed-in people go to
   * /dashboard, or back to the screen that sent them (the same place sign-in itself leads).
   */
  requireAuth: boolean;
  children: ReactNode;
}

export function RouteGuard({ requireAuth, children }: RouteGuardProps) {
  const session = useAtomValue(sessionAtom);
  const { state } = useLocation();
  if (session.status === 'loading') return <Spinner />;
  const signedIn = session.status === 'signedIn';
  if (requireAuth && !signedIn) return <Navigate to="/login" replace />;
  if (!requireAuth && signedIn) return <Navigate to={returnPath(state)} replace />;
  return <>{children}</>;
}
