import '../../src/i18n';

import { fireEvent, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';

import { Header } from '../../src/components/Header/Header';
import { sessionAtom } from '../../src/state/account';

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe('the header menu', () => {
  // React mounts a screen in one task and runs its effects in a later one; on a slow phone, and when a
  // pre-rendered page is hydrated, a tap can come in between. Here it comes as early as it can: in the
  // microtask after the button is put on the page, outside act(), which would run the effects first.
  it('opens for a tap that comes before the header has run its effects', async () => {
    const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const store = createStore();
    store.set(sessionAtom, { status: 'signedOut' });
    const container = document.body.appendChild(document.createElement('div'));
    const tapped = new Promise<void>((resolve) => {
      new MutationObserver((_, observer) => {
        const toggle = container.querySelector<HTMLButtonElement>('.header__menu-toggle');
        if (!toggle) return;
        observer.disconnect();
        toggle.click();
        resolve();
      }).observe(container, { childList: true, subtree: true });
    });
    const root = createRoot(container);
    root.render(
      <Provider store={store}>
        <MemoryRouter>
          <Header />
        </MemoryRouter>
      </Provider>,
    );
    await tapped;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('.header__menu-toggle')?.getAttribute('aria-expanded')).toBe('true');
    root.unmount();
    container.remove();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
  });
});

describe('the open menu and the keyboard', () => {
  function openMenu() {
    const store = createStore();
    store.set(sessionAtom, { status: 'signedOut' });
    const outside = document.body.appendChild(document.createElement('button'));
    const view = render(
      <Provider store={store}>
        <MemoryRouter>
          <Header />
        </MemoryRouter>
      </Provider>,
    );
    const toggle = view.container.querySelector<HTMLButtonElement>('.header__menu-toggle')!;
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    return { toggle, outside, view };
  }

  it('closes on Escape, the focus back on its button', () => {
    const { toggle, view } = openMenu();
    const link = view.container.querySelector<HTMLElement>('a[href="/education"]')!;
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when the focus moves out of the header, and stays open for a tap that focuses nothing', () => {
    const { toggle, outside, view } = openMenu();
    const link = view.container.querySelector<HTMLElement>('a[href="/education"]')!;
    fireEvent.blur(link, { relatedTarget: null });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.blur(link, { relatedTarget: view.container.querySelector<HTMLElement>('a[href="/community"]')! });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.blur(link, { relatedTarget: outside });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    outside.remove();
  });
});
