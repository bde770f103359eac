import './TakeActionPanel.css';

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import type { ReturnState } from '../../domain/navigation';
import type { TakeAction } from '../../domain/progress';
import { prefersReducedMotion } from '../../services/timers/motion';
import { isSignedInAtom } from '../../state/account';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { scanResultAtom, takeActionAtom } from '../../state/scanResult';
import { showToastAtom } from '../../state/toast';
import { useFocusAfterChange } from '../../useFocusAfterChange';

export const CONFETTI_PIECES = 200;
export const CONFETTI_MS = 5000;
const ANIMATION_MS = 2500;
const ACTIONS: readonly TakeAction[] = ['recycled', 'composted', 'disposed'];
const ANIMATION_GLYPH: Readonly<Record<TakeAction, string>> = { recycled: '♻️', composted: '🍃', disposed: '•' };
const PIECES = 8;
/** Signing in (or creating an account) to mark the item leads back to it, not to the dashboard. */
const BACK_TO_RESULTS: ReturnState = { returnTo: '/results' };

/** 200 pieces over 5 s; nothing for people who ask the system for less motion. */
async function celebrate(): Promise<() => void> {
  if (prefersReducedMotion()) return () => undefined;
  const { default: confetti } = await import('canvas-confetti');
  // On the page's own canvas, without the library's worker: it would run from a blob: URL, which the
  // Content-Security-Policy (worker-src 'self') rightly refuses.
  const fire = confetti.create(undefined, { resize: true, useWorker: false });
  // About 60 frames a second: 300 ticks keep the pieces falling for the spec's 5 s.
  void fire({
    particleCount: CONFETTI_PIECES,
    spread: 100,
    startVelocity: 45,
    ticks: 300,
    origin: { y: 0.6 },
    disableForReducedMotion: true,
  });
  return () => fire.reset();
}

interface TakeActionPanelProps {
  /**
   * Given while the app asks for a hazard's sake: the item shown is then the hazard, not what the
   * person holds, so nothing is recorded until they answer; this takes them to the question.
   */
  goToQuestion?: () => void;
  /** The mark that does what the verdict says, shown first among equals until one is made. */
  advised?: TakeAction;
}

/** Mark as Recycled / Composted / Properly Disposed, once per result, for signed-in people. */
export function TakeActionPanel({ goToQuestion, advised }: TakeActionPanelProps) {
  const { t } = useTranslation();
  const signedIn = useAtomValue(isSignedInAtom);
  const { action, actionTakenBack } = useAtomValue(scanResultAtom);
  const take = useSetAtom(takeActionAtom);
  const toast = useSetAtom(showToastAtom);
  const [busy, setBusy] = useState<TakeAction | null>(null);
  const [animation, setAnimation] = useState<TakeAction | null>(null);
  const [confettiOn, setConfettiOn] = useState(false);
  // The pressed button is disabled once marked, which drops the keyboard's focus: it goes to what was done.
  const [panelRef, focusDone] = useFocusAfterChange<HTMLElement>('[data-testid="action-done"]');
  const timers = useRef<number[]>([]);
  const stopConfetti = useRef<() => void>(() => undefined);

  useEffect(
    () => () => {
      timers.current.forEach((id) => window.clearTimeout(id));
      stopConfetti.current();
    },
    [],
  );

  // A mark taken back (the answer changed) celebrates no more.
  useEffect(() => {
    if (action) return;
    stopConfetti.current();
    setConfettiOn(false);
    setAnimation(null);
  }, [action]);

  const later = (ms: number, run: () => void) => timers.current.push(window.setTimeout(run, ms));

  const answerFirst = goToQuestion !== undefined && action === null;

  const choose = async (chosen: TakeAction) => {
    if (busy || action || answerFirst) return;
    setBusy(chosen);
    setAnimation(chosen);
    try {
      // The panel's own status line says it (and is announced); a toast beside it would say it twice.
      await take(chosen);
      focusDone();
      if (chosen !== 'disposed') {
        setConfettiOn(true);
        stopConfetti.current = await celebrate();
        later(CONFETTI_MS, () => {
          setConfettiOn(false);
          stopConfetti.current();
        });
      }
    } catch (error) {
      console.error('Failed to record activity', error);
      toast({ type: 'error', message: t('results.action.failed') });
    } finally {
      setBusy(null);
      later(ANIMATION_MS, () => setAnimation(null));
    }
  };

  return (
    <section
      ref={panelRef}
      className="card results-card take-action"
      aria-labelledby="action-title"
      data-testid="take-action"
      aria-busy={busy !== null}
    >
      <h2 id="action-title">{t('results.action.title')}</h2>
      {!signedIn ? (
        <>
          <p className="results-card__muted">{t('results.action.signInText')}</p>
          <Link to="/login" state={BACK_TO_RESULTS} className="button button--primary" data-testid="action-sign-in">
            {t('common.signInToContinue')}
          </Link>
        </>
      ) : (
        <>
          {answerFirst && (
            <p className="results-card__muted" data-testid="action-answer-first">
              {t('results.action.answerFirst')}{' '}
              <button type="button" className="link-button" onClick={goToQuestion}>
                {t('results.action.goToQuestion')}
              </button>
            </p>
          )}
          <div className="take-action__buttons">
            {ACTIONS.map((item) => (
              <button
                key={item}
                type="button"
                className={`button ${action === item || (action === null && !answerFirst && advised === item) ? 'button--primary' : 'button--secondary'}`}
                data-action={item}
                data-advised={advised === item ? 'true' : undefined}
                aria-pressed={action === item}
                disabled={busy !== null || action !== null || answerFirst}
                onClick={() => void choose(item)}
              >
                {busy === item ? t('results.action.busy') : t(`results.action.mark.${item}`)}
              </button>
            ))}
          </div>
          {actionTakenBack && !action && (
            <p
              className="results-card__muted"
              role="status"
              data-testid="action-taken-back"
              data-action={actionTakenBack}
            >
              {t('results.action.takenBack')}
            </p>
          )}
          {action && (
            <p
              className="results-card__done"
              role="status"
              tabIndex={-1}
              data-testid="action-done"
              data-action={action}
            >
              {t(`results.action.success.${action}`)}
            </p>
          )}
        </>
      )}
      {animation && (
        <div
          className={`take-action__animation take-action__animation--${animation}`}
          aria-hidden="true"
          data-testid="action-animation"
          data-action={animation}
        >
          {Array.from({ length: PIECES }, (_, i) => (
            <span
              key={i}
              style={{ insetInlineStart: `${(i + 0.5) * (100 / PIECES)}%`, animationDelay: `${(i % 4) * 0.15}s` }}
            >
              {ANIMATION_GLYPH[animation]}
            </span>
          ))}
        </div>
      )}
      {confettiOn && <span hidden data-testid="confetti" data-pieces={CONFETTI_PIECES} />}
    </section>
  );
}
