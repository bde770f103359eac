// What the last action on the taught page did, or why a file was refused.
import { useTranslation } from 'react-i18next';

import { refusalMessage } from '../../components/FileButton/refusalMessage';
import { OutcomeLine } from '../../components/OutcomeLine/OutcomeLine';
import { itemName } from '../../domain/wasteItems';
import { useAtomValue } from '../../state/jotai';
import { taughtPageAtom } from '../../state/taught';

export function TaughtStatus() {
  const { t, i18n } = useTranslation();
  const state = useAtomValue(taughtPageAtom);
  const locale = i18n.resolvedLanguage ?? 'en';
  if (state.status === 'idle') return null;
  if (state.status === 'working') {
    return (
      <p className="taught__status" data-testid="taught-status" data-state="working">
        {t(`taught.work.${state.work}`)}
      </p>
    );
  }
  const done = (message: string) => (
    <OutcomeLine tone="done" testId="taught-status" state={state.status}>
      {message}
    </OutcomeLine>
  );
  if (state.status === 'forgot') {
    return done(
      state.itemId === null
        ? t('taught.forgotAll')
        : t('taught.forgotItem', { item: itemName({ id: state.itemId, label: state.itemId }, t) }),
    );
  }
  if (state.status === 'exported') return done(t('taught.exported', { fileName: state.fileName, count: state.count }));
  if (state.status === 'imported') {
    return done(
      state.added > 0
        ? `${t('taught.imported', { count: state.added })}${state.alreadyHere > 0 ? ` ${t('taught.alreadyHere', { count: state.alreadyHere })}` : ''}`
        : t('taught.importedNothing'),
    );
  }
  const message =
    state.status === 'refused' ? refusalMessage(t, locale, state.refusal, state.at) : t(`taught.failed.${state.work}`);
  return (
    <OutcomeLine
      tone="error"
      testId="taught-status"
      state={state.status}
      refusal={state.status === 'refused' ? state.refusal : undefined}
    >
      {message}
    </OutcomeLine>
  );
}
