import './CommunityPage.css';

import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useKeptOnceOpen } from '../../components/Dialog/useKeptOnceOpen';
import { PageHero } from '../../components/PageHero/PageHero';
import { DialogLoadFailed } from '../../components/ScreenLoadFailed/DialogLoadFailed';
import { hasCity } from '../../domain/location';
import { lazyPart } from '../../lazyScreen';
import { sessionAtom } from '../../state/account';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { detectLocationIfAllowedAtom, userLocationAtom } from '../../state/location';
import { LocalTips } from './LocalTips';
import { LocationPanel } from './LocationPanel';
import { RecentSubmissions } from './RecentSubmissions';
import type { SignInReason } from './SignInDialog';
import { tipsAtom } from './tipsState';

// Most visits only read tips: the dialogs' code and styles (the dialog, the form, the data store's
// errors) load on their first opening, so the page paints without them. Each stays mounted once opened,
// so it can close and what was typed in it is kept.
const AddTipDialog = lazyPart(() => import('./AddTipDialog').then((m) => m.AddTipDialog), DialogLoadFailed);
const SignInDialog = lazyPart(
  () => import('./SignInDialog').then((m) => m.SignInDialog),
  ({ reason, onClose, retry }) => <DialogLoadFailed open={reason !== null} onClose={onClose} retry={retry} />,
);

export function CommunityPage() {
  const { t } = useTranslation();
  const location = useAtomValue(userLocationAtom);
  const session = useAtomValue(sessionAtom);
  const tips = useAtomValue(tipsAtom);
  const detectIfAllowed = useSetAtom(detectLocationIfAllowedAtom);
  const [adding, setAdding] = useState(false);
  const [signInFor, setSignInFor] = useState<SignInReason | null>(null);
  // Asked for while the session check was still running: answered as soon as it is known.
  const [addTipAsked, setAddTipAsked] = useState(false);

  // Only a location the browser gives without asking; otherwise the person chooses (LocationPanel).
  useEffect(() => {
    void detectIfAllowed();
  }, [detectIfAllowed]);

  const city = hasCity(location) ? location.city : null;
  const signedIn = session.status === 'signedIn';
  const addTipKept = useKeptOnceOpen(adding && signedIn);
  const signInKept = useKeptOnceOpen(signInFor !== null);
  // The session check takes a moment on start; a press meanwhile waits for it rather than guess, and
  // is not dropped (a press that did nothing was a keyboard user's dead end).
  const openAddTip = () => setAddTipAsked(true);
  useEffect(() => {
    if (!addTipAsked || session.status === 'loading') return;
    setAddTipAsked(false);
    if (session.status === 'signedIn') setAdding(true);
    else setSignInFor('addTip');
  }, [addTipAsked, session.status]);
  const askToSignIn = () => setSignInFor('upvote');
  // Cards remember an upvote they just made; a different person must not see it as theirs. Only the
  // cards start afresh for another person: remounting the whole section moved focus off its buttons.
  const person = session.status === 'signedIn' ? session.user.id : 'nobody';

  return (
    <div className="community">
      <PageHero id="community-title" title={t('community.title')} subtitle={t('community.subtitle')} />

      <div className="community__content">
        <LocationPanel />
        <LocalTips
          tips={tips}
          city={city}
          person={person}
          signedIn={signedIn}
          onAddTip={openAddTip}
          onSignInNeeded={askToSignIn}
        />
        <RecentSubmissions tips={tips} person={person} signedIn={signedIn} onSignInNeeded={askToSignIn} />
      </div>

      {addTipKept && (
        <Suspense fallback={null}>
          <AddTipDialog open={adding && signedIn} onClose={() => setAdding(false)} city={city} />
        </Suspense>
      )}
      {signInKept && (
        <Suspense fallback={null}>
          <SignInDialog reason={signInFor} onClose={() => setSignInFor(null)} />
        </Suspense>
      )}
    </div>
  );
}
