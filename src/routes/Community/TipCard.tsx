import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Icon } from '../../components/Icon/Icon';
import type { CommunityTip, UpvoteResult } from '../../services/data/dataStore';
import { useSetAtom } from '../../state/jotai';
import { toast } from '../../state/toast';
import { upvoteTipAtom } from './tipsState';

/** A sample tip reads in the reader's language; a person's tip exactly as they wrote it. */
export function tipText(tip: CommunityTip, t: TFunction): { itemType: string; instructions: string } {
  if (tip.sampleKey) {
    return {
      itemType: t(`community.samples.${tip.sampleKey}.itemType`),
      instructions: t(`community.samples.${tip.sampleKey}.instructions`),
    };
  }
  return { itemType: tip.itemType, instructions: tip.instructions };
}

interface TipCardProps {
  tip: CommunityTip;
  /** Unique on the page: the same tip can be both a local tip and a recent submission. */
  headingId: string;
  signedIn: boolean;
  onSignInNeeded: () => void;
}

// Every text a person typed is rendered as React text, never as HTML. Their own tips get dir="auto"
// so a tip written in another script than the page's reads in its own direction.
export function TipCard({ tip, headingId, signedIn, onSignInNeeded }: TipCardProps) {
  const { t, i18n } = useTranslation();
  const { itemType, instructions } = tipText(tip, t);
  const ownText = tip.sampleKey ? undefined : 'auto';
  const date = new Date(tip.dateSubmitted);
  const shownDate = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' }).format(date);

  return (
    <article className="card tip-card" aria-labelledby={headingId} tabIndex={-1} data-testid="tip-card">
      <div className="tip-card__header">
        <h3 id={headingId} className="tip-card__title" dir={ownText}>
          {itemType}
        </h3>
        {tip.submittedByMe && <span className="tip-card__badge">{t('community.tip.yours')}</span>}
      </div>
      <p className="tip-card__location">
        <Icon name="pin" size={18} />
        <span className="visually-hidden">{t('community.tip.location')} </span>
        <bdi>{tip.location}</bdi>
      </p>
      <p className="tip-card__instructions" dir={ownText}>
        {instructions}
      </p>
      <div className="tip-card__footer">
        <dl className="tip-card__meta">
          <div>
            <dt>{t('community.tip.submitted')}</dt>
            <dd>
              <time dateTime={date.toISOString()}>{shownDate}</time>
            </dd>
          </div>
          {tip.source && (
            <div>
              <dt>{t('community.tip.source')}</dt>
              <dd>
                <bdi>{tip.source}</bdi>
              </dd>
            </div>
          )}
        </dl>
        <UpvoteButton tip={tip} itemType={itemType} signedIn={signedIn} onSignInNeeded={onSignInNeeded} />
      </div>
    </article>
  );
}

interface UpvoteButtonProps {
  tip: CommunityTip;
  itemType: string;
  signedIn: boolean;
  onSignInNeeded: () => void;
}

/** Once per person: after their upvote the button stays pressed and further presses change nothing. */
function UpvoteButton({ tip, itemType, signedIn, onSignInNeeded }: UpvoteButtonProps) {
  const { t, i18n } = useTranslation();
  const upvote = useSetAtom(upvoteTipAtom);
  const [busy, setBusy] = useState(false);
  // The store's answer, shown until the reloaded list carries it.
  const [answer, setAnswer] = useState<UpvoteResult | null>(null);
  const pressed = tip.upvotedByMe || answer !== null;
  const count = answer && !tip.upvotedByMe ? answer.upvotes : tip.upvotes;

  async function press() {
    if (!signedIn) {
      onSignInNeeded();
      return;
    }
    if (pressed || busy) return;
    setBusy(true);
    try {
      setAnswer(await upvote(tip.id));
    } catch (error) {
      console.error('Upvoting failed', error);
      toast.error(t('community.tip.upvoteFailed'));
    } finally {
      setBusy(false);
    }
  }

  // The name is the content, so it begins with the visible count (WCAG 2.5.3: saying "3" presses it).
  return (
    <button
      type="button"
      className="tip-upvote"
      aria-pressed={pressed}
      aria-disabled={pressed || busy}
      title={pressed ? t('community.tip.upvoted') : undefined}
      onClick={() => void press()}
      data-testid="upvote"
    >
      <Icon name="thumbUp" size={18} />
      <span className="tip-upvote__count" data-testid="upvote-count">
        {new Intl.NumberFormat(i18n.resolvedLanguage).format(count)}
      </span>
      <span className="visually-hidden"> {t('community.tip.upvoteName', { count, itemType })}</span>
    </button>
  );
}
