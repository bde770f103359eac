import '../../src/i18n';

import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

import { RouteGuard } from '../../src/components/RouteGuard/RouteGuard';
import { sessionAtom, type SessionState } from '../../src/state/account';

function renderGuarded(session: SessionState, requireAuth: boolean, state?: unknown) {
  const store = createStore();
  store.set(sessionAtom, session);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[{ pathname: '/guarded', state }]}>
        <Routes>
          <Route
            path="/guarded"
            element={
              <RouteGuard requireAuth={requireAuth}>
                <p>guarded content</p>
              </RouteGuard>
            }
          />
          <Route path="/login" element={<p>login page</p>} />
          <Route path="/dashboard" element={<p>dashboard page</p>} />
          <Route path="/community" element={<p>community page</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const signedIn: SessionState = { status: 'signedIn', user: { id: 'u1', email: 'a@example.org' } };

describe('RouteGuard', () => {
  it('shows a spinner while the session loads', () => {
    renderGuarded({ status: 'loading' }, true);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('guarded content')).not.toBeInTheDocument();
  });

  it('sends signed-out visitors to /login when sign-in is required', () => {
    renderGuarded({ status: 'signedOut' }, true);
    expect(screen.getByText('login page')).toBeInTheDocument();
  });

  it('shows the page to signed-in people when sign-in is required', () => {
    renderGuarded(signedIn, true);
    expect(screen.getByText('guarded content')).toBeInTheDocument();
  });

  it('sends signed-in people to /dashboard from public-only pages', () => {
    renderGuarded(signedIn, false);
    expect(screen.getByText('dashboard page')).toBeInTheDocument();
  });

  it('sends them back instead to the screen that sent them to sign in, if it is a page of this app', () => {
    renderGuarded(signedIn, false, { returnTo: '/community' });
    expect(screen.getByText('community page')).toBeInTheDocument();
  });

  it('never sends them off to another site', () => {
    renderGuarded(signedIn, false, { returnTo: '//evil.example/community' });
    expect(screen.getByText('dashboard page')).toBeInTheDocument();
  });

  it('shows public-only pages to signed-out visitors', () => {
    renderGuarded({ status: 'signedOut' }, false);
    expect(screen.getByText('guarded content')).toBeInTheDocument();
  });
});
