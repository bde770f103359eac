import 'fake-indexeddb/auto';

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

import { RouteGuard } from '../../../src/components/RouteGuard/RouteGuard';
import { initI18n, sectionText } from '../../../src/i18n';
import { LoginPage } from '../../../src/routes/Login/LoginPage';
import { RegisterPage } from '../../../src/routes/Register/RegisterPage';
import { type DataStore, DataStoreError } from '../../../src/services/data/dataStore';
import { createPendingBookmarkStore } from '../../../src/services/data/pendingBookmark';
import { dataStoreAtom, sessionAtom } from '../../../src/state/account';
import { startSession } from '../../../src/state/sessionLifecycle';
import { testLocalStore } from '../helpers/localStore';

let n = 0;

async function renderAt(
  path: '/login' | '/register',
  dataStore: DataStore = testLocalStore({ dbName: `screens-${++n}` }),
) {
  const store = createStore();
  await startSession(store, { dataStore, pendingBookmarks: createPendingBookmarkStore(`screens-device-${n}`) });
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={null}>
          <Routes>
            <Route
              path="/login"
              element={
                <RouteGuard requireAuth={false}>
                  <LoginPage />
                </RouteGuard>
              }
            />
            <Route
              path="/register"
              element={
                <RouteGuard requireAuth={false}>
                  <RegisterPage />
                </RouteGuard>
              }
            />
            <Route path="/dashboard" element={<p>dashboard page</p>} />
          </Routes>
        </Suspense>
      </MemoryRouter>
    </Provider>,
  );
  return { store, dataStore, view };
}

const fields = (container: HTMLElement) => ({
  email: container.querySelector<HTMLInputElement>('input[type=email]')!,
  password: container.querySelector<HTMLInputElement>('input[type=password]')!,
  submits: container.querySelectorAll<HTMLButtonElement>('button[type=submit]'),
});

beforeAll(async () => {
  await initI18n();
  // The sign-in screens' words, which App.tsx loads with their code.
  await sectionText(['account']);
});

describe('Login screen', () => {
  it('shows the heading, the e-mail and password fields and one submit button, and no Google on the device', async () => {
    const { view } = await renderAt('/login');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back');
    expect(screen.getByText('Sign in to track your recycling impact')).toBeInTheDocument();
    const { email, password, submits } = fields(view.container);
    expect(email).toBeRequired();
    expect(password).toBeRequired();
    expect(submits).toHaveLength(1);
    expect(submits[0]).toHaveTextContent('Sign in');
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New here? Create an account' })).toHaveAttribute('href', '/register');
  });

  it('shows the provider message in a red box on a wrong password, then signs in and goes to /dashboard', async () => {
    const local = testLocalStore({ dbName: `screens-${++n}` });
    await local.auth.signUp({ email: 'ada@example.org', password: 'right-password' });
    await local.auth.signOut();
    // The first sign-in waits until the test has seen the busy state: it no longer depends on how
    // long the password check takes.
    let release!: () => void;
    const checked = new Promise<void>((resolve) => (release = resolve));
    const dataStore: DataStore = {
      ...local,
      auth: {
        ...local.auth,
        signIn: async (credentials) => {
          await checked;
          return local.auth.signIn(credentials);
        },
      },
    };
    const { view } = await renderAt('/login', dataStore);
    const user = userEvent.setup();
    const { email, password, submits } = fields(view.container);

    await user.type(email, 'ada@example.org');
    await user.type(password, 'wrong-password');
    await user.click(submits[0]!);
    expect(submits[0]).toBeDisabled();
    expect(submits[0]).toHaveTextContent('Signing in…');
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    // Either may be wrong: both are marked.
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveClass('error-box');
    expect(submits[0]).toBeEnabled();

    await user.clear(password);
    await user.type(password, 'right-password');
    await user.click(submits[0]!);
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it('offers Google when the backend does, and shows the fallback when it fails without a message', async () => {
    const local = testLocalStore({ dbName: `screens-${++n}` });
    const withGoogle: DataStore = {
      ...local,
      backend: 'supabase',
      auth: {
        ...local.auth,
        supportsGoogle: true,
        signInWithGoogle: () => Promise.reject(new DataStoreError('unknown', '')),
      },
    };
    await renderAt('/login', withGoogle);
    const google = screen.getByRole('button', { name: 'Continue with Google' });
    await userEvent.setup().click(google);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to sign in with Google');
    expect(screen.queryByText(/stay in this browser/)).not.toBeInTheDocument();
  });

  it('explains an expired session', async () => {
    const { store } = await renderAt('/login');
    act(() => store.set(sessionAtom, { status: 'signedOut', error: 'session_expired' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Session expired. Please log in again.');
    expect(store.get(dataStoreAtom)?.backend).toBe('local');
  });

  it('shows at once on a first visit, laid out for the configured store, and signs in once the store is there', async () => {
    const store = createStore();
    // A browser nobody signed in on (main.tsx): the session check has not run, the store is not loaded.
    store.set(sessionAtom, { status: 'signedOut' });
    const view = render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/login']}>
          <RouteGuard requireAuth={false}>
            <LoginPage />
          </RouteGuard>
        </MemoryRouter>
      </Provider>,
    );
    const { submits } = fields(view.container);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back');
    expect(screen.getByText(/stay in this browser/)).toBeInTheDocument();
    expect(submits[0]).toBeDisabled();
    act(() => store.set(dataStoreAtom, testLocalStore({ dbName: `screens-${++n}` })));
    expect(submits[0]).toBeEnabled();
  });
});

describe('Register screen', () => {
  it('creates an account and goes to /dashboard', async () => {
    const { view, dataStore } = await renderAt('/register');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create your account');
    expect(screen.getByRole('link', { name: 'Already have an account? Sign in' })).toHaveAttribute('href', '/login');
    const user = userEvent.setup();
    const { email, password, submits } = fields(view.container);
    expect(submits).toHaveLength(1);
    expect(submits[0]).toHaveTextContent('Create account');
    await user.type(email, 'grace@example.org');
    await user.type(password, 'a-good-password');
    await user.click(submits[0]!);
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect((await dataStore.auth.getSession())?.user.email).toBe('grace@example.org');
  });

  it('says why an account cannot be created', async () => {
    const dataStore = testLocalStore({ dbName: `screens-${++n}` });
    await dataStore.auth.signUp({ email: 'taken@example.org', password: 'whatever1' });
    await dataStore.auth.signOut();
    const { view } = await renderAt('/register', dataStore);
    const user = userEvent.setup();
    const { email, password, submits } = fields(view.container);
    await user.type(email, 'new@example.org');
    await user.type(password, '123');
    await user.click(submits[0]!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Password should be at least 6 characters.');
    // The field the message is about, not the e-mail the person got right.
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.clear(email);
    await user.type(email, 'taken@example.org');
    await user.clear(password);
    await user.type(password, 'whatever1');
    await user.click(submits[0]!);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'An account with this email already exists. Sign in instead.',
      ),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(password).not.toHaveAttribute('aria-invalid');
  });

  it('asks to confirm the e-mail when the provider returns no session', async () => {
    const local = testLocalStore({ dbName: `screens-${++n}` });
    const confirming: DataStore = {
      ...local,
      auth: { ...local.auth, signUp: async ({ email }) => ({ user: { id: 'u1', email }, session: null }) },
    };
    const { view } = await renderAt('/register', confirming);
    const user = userEvent.setup();
    const { email, password, submits } = fields(view.container);
    await user.type(email, 'new@example.org');
    await user.type(password, 'a-good-password');
    await user.click(submits[0]!);
    expect(await screen.findByRole('status')).toHaveTextContent('we sent a confirmation link to new@example.org');
  });
});
