// Where sign-in and sign-up lead: the dashboard (spec), or back to the screen that sent the person
// there to do something that needs an account (e.g. adding a community tip).

export const AFTER_SIGN_IN_PATH = '/dashboard';

/** Router state a screen passes along with a link to /login or /register. */
export interface ReturnState {
  returnTo: string;
}

/** The app path to return to from router state; only a path of this app ("/x"), never another site. */
export function returnPath(state: unknown, fallback: string = AFTER_SIGN_IN_PATH): string {
  const wanted = typeof state === 'object' && state !== null ? (state as Partial<ReturnState>).returnTo : undefined;
  return typeof wanted === 'string' && /^\/(?![/\\])[^\s]*$/.test(wanted) ? wanted : fallback;
}
