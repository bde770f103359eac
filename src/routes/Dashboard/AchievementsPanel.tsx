import './AchievementsPanel.css';

import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import { Icon } from '../../components/Icon/Icon';
import { type Achievement, BADGES, type Progress, type ProgressNotification, unreadCount } from '../../domain/progress';
import { markNotificationsReadAtom } from '../../state/dashboard';
import { useSetAtom } from '../../state/jotai';
import { useFocusAfterChange } from '../../useFocusAfterChange';
import { type Figures, useFigures } from './useFigures';

// Achievements are stored with English text; the screen words them from their id in the person's language.
function wordingOf(id: string, t: TFunction, figures: Figures): { title: string; description: string; notice: string } {
  const [kind, key] = id.replace(/^notification:/, '').split(':') as [string, string];
  if (kind === 'badge') {
    const badge = BADGES.find((b) => b.id === key);
    const name = t(`dashboard.badges.names.${key}`);
    const threshold = figures.wholeKg(badge?.thresholdKg ?? 0);
    return {
      title: name,
      description: t('dashboard.achievements.badgeDescription', { threshold }),
      notice: t('dashboard.notifications.badge', { badge: name }),
    };
  }
  const days = figures.days(Number(key));
  return {
    title: t('dashboard.achievements.streakTitle', { days }),
    description: t('dashboard.achievements.streakDescription', { days }),
    notice: t('dashboard.notifications.streak', { days }),
  };
}

const iconOf = (item: Achievement | ProgressNotification) => (item.type === 'badge' ? 'medal' : 'flame');

export function AchievementsPanel({ progress }: { progress: Progress }) {
  const { t } = useTranslation();
  const figures = useFigures();
  const achievements = [...progress.achievements].reverse();
  return (
    <section className="dashboard-card achievements" aria-labelledby="achievements-heading">
      <h2 id="achievements-heading" className="dashboard-card__title">
        {t('dashboard.achievements.heading')}
      </h2>
      {achievements.length === 0 ? (
        <p className="dashboard-card__empty">
          {t('dashboard.achievements.empty', { threshold: figures.wholeKg(BADGES[0]!.thresholdKg) })}
        </p>
      ) : (
        <ul className="achievement-list" role="list" data-testid="achievements">
          {achievements.map((achievement) => {
            const text = wordingOf(achievement.id, t, figures);
            return (
              <li key={achievement.id} className={`achievement achievement--${achievement.type}`}>
                <span className="achievement__icon">
                  <Icon name={iconOf(achievement)} size={20} />
                </span>
                <span className="achievement__text">
                  <strong>{text.title}</strong>
                  <span>{text.description}</span>
                </span>
                <time className="achievement__date" dateTime={achievement.date}>
                  {figures.date(achievement.date)}
                </time>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** New badges and streak milestones, unread until the person marks them read. */
export function NotificationsPanel({ progress }: { progress: Progress }) {
  const { t } = useTranslation();
  const figures = useFigures();
  const markRead = useSetAtom(markNotificationsReadAtom);
  const notifications = [...progress.notifications].reverse();
  const unread = unreadCount(notifications);
  // A notice marked read loses its button: the focus goes on to the next unread one, or to the panel.
  const [sectionRef, focusNextUnread] = useFocusAfterChange<HTMLElement>('.notification--unread .link-button');
  const markAndRefocus = (id?: string) => void markRead(id).finally(focusNextUnread);
  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      className="dashboard-card notifications"
      aria-labelledby="notifications-heading"
    >
      <div className="dashboard-card__header">
        <h2 id="notifications-heading" className="dashboard-card__title notifications__title">
          <Icon name="bell" size={20} /> {t('dashboard.notifications.heading')}
          {unread > 0 && (
            <span className="notifications__count" data-testid="unread-count">
              {t('dashboard.notifications.unread', { count: figures.count(unread) })}
            </span>
          )}
        </h2>
        {unread > 1 && (
          <button type="button" className="link-button" onClick={() => markAndRefocus()}>
            {t('dashboard.notifications.markAllRead')}
          </button>
        )}
      </div>
      {notifications.length === 0 ? (
        <p className="dashboard-card__empty">{t('dashboard.notifications.empty')}</p>
      ) : (
        <ul className="notification-list" role="list" data-testid="notifications">
          {notifications.map((notification) => {
            const text = wordingOf(notification.id, t, figures);
            return (
              <li
                key={notification.id}
                className={notification.read ? 'notification' : 'notification notification--unread'}
                data-read={notification.read}
              >
                <span className="notification__icon">
                  <Icon name={iconOf(notification)} size={18} />
                </span>
                <span className="notification__message">
                  {!notification.read && <span className="visually-hidden">{t('dashboard.notifications.new')}: </span>}
                  {text.notice}
                </span>
                {!notification.read && (
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => markAndRefocus(notification.id)}
                    aria-label={t('dashboard.notifications.markReadLabel', { message: text.notice })}
                  >
                    {t('dashboard.notifications.markRead')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
