import 'fake-indexeddb/auto';

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';

import { initI18n, screenText } from '../../../src/i18n';
import { CommunityPage } from '../../../src/routes/Community/CommunityPage';
import { sessionAtom } from '../../../src/state/account';

beforeAll(async () => {
  await initI18n();
  // As App.tsx does before any screen but the home page.
  await screenText();
  // jsdom has no modal dialogs; opening one here only needs the open attribute.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

// The flaky keyboard journey's cause: "Add a Local Tip" pressed while the session check was still
// running did nothing at all, so the dialog never opened.
describe('Add a Local Tip while the session check runs', () => {
  it('waits for the check and then answers the press', async () => {
    const store = createStore();
    store.set(sessionAtom, { status: 'loading' });
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/community']}>
          <Suspense fallback={null}>
            <CommunityPage />
          </Suspense>
        </MemoryRouter>
      </Provider>,
    );
    const button = screen.getByRole('button', { name: 'Add a Local Tip' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(
      screen.queryByText('Tips are shared under your account, so please sign in to add one.'),
    ).not.toBeInTheDocument();
    act(() => store.set(sessionAtom, { status: 'signedOut' }));
    expect(
      await screen.findByText('Tips are shared under your account, so please sign in to add one.'),
    ).toBeInTheDocument();
    // The section was not remounted: the button the person pressed is the same one.
    expect(screen.getByRole('button', { name: 'Add a Local Tip' })).toBe(button);
  });
});
