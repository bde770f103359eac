// A pre-rendered screen is written inert and hydrated by React in parts: a Suspense boundary can stay
// dehydrated after the root commits, so a page taken out of inert beside the app (as it was) could take
// a tap on a control React had not reached yet, and lose it (the language picker, in about 1 load in
// 100). The mark sits after the footer, so it runs once the layout around every screen is hydrated.
import { createContext, useContext, useEffect } from 'react';

/** What main.tsx does once the layout is hydrated: take the page out of inert. Null when not hydrating. */
export const HydratedContext = createContext<(() => void) | null>(null);

export function HydrationMark() {
  const hydrated = useContext(HydratedContext);
  useEffect(() => hydrated?.(), [hydrated]);
  return null;
}
