// The build's renderer of the landing pages' first screens (vite.config.ts, landingPages), run in Node
// with a DOM to stand in for the browser's (jsdom, no storage, English), never shipped to a browser: each
// screen as an English-speaking, signed-out person's first visit shows it, for main.tsx to hydrate.
import { type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';

import { App, preloadScreen } from './App';
import { initI18n } from './i18n';
import { sessionAtom } from './state/account';
import { appStore } from './state/store';
import { setPrerenderedDay } from './today';

let i18nReady: Promise<unknown> | undefined;

/** The markup of the app at `address` (a path, with its query if any) on `day`, once its screen has loaded. */
export async function renderScreen(address: string, day: string): Promise<string> {
  await (i18nReady ??= initI18n());
  appStore.set(sessionAtom, { status: 'signedOut' });
  setPrerenderedDay(day);
  await preloadScreen(new URL(address, 'http://localhost').pathname);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={address}>{children}</StaticRouter>;
  return renderToString(<App Router={Router} />);
}
