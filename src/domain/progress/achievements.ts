import { BADGES, newlyEarnedBadges } from './badges';
import { newStreakMilestones } from './streaks';

export interface Achievement {
  id: string;
  type: 'streak' | 'badge';
  /** English title; the screen translates by id. */
  title: string;
  description: string;
  /** ISO date it was earned. */
  date: string;
  icon: string;
}

export interface ProgressNotification {
  id: string;
  type: 'badge' | 'streak';
  message: string;
  icon: string;
  date: string;
  read: boolean;
}

export const BADGE_ICON = '🏅';
export const STREAK_ICON = '🔥';

export const badgeAchievementId = (badgeId: string) => `badge:${badgeId}`;
export const streakAchievementId = (days: number) => `streak:${days}`;

/**
 * What the latest totals earn that the person has not earned before: each badge once, each streak
 * milestone once (reachedStreak: the longest run so far). Returns the new achievements and a
 * notification for each, dated when the records say each was earned (`earnedAt`, by id), else now.
 */
export function newAchievements(
  totalKg: number,
  reachedStreak: number,
  earned: readonly Achievement[],
  now: string,
  earnedAt: ReadonlyMap<string, string> = new Map(),
): { achievements: Achievement[]; notifications: ProgressNotification[] } {
  const have = new Set(earned.map((a) => a.id));
  const unlockedBadges = BADGES.filter((b) => have.has(badgeAchievementId(b.id))).map((b) => b.id);
  const recordedStreaks = earned.filter((a) => a.type === 'streak').map((a) => Number(a.id.split(':')[1]));

  const achievements: Achievement[] = [
    ...newlyEarnedBadges(totalKg, unlockedBadges).map<Achievement>((badge) => ({
      id: badgeAchievementId(badge.id),
      type: 'badge',
      title: badge.name,
      description: `Recycled ${badge.thresholdKg} kg in total`,
      date: earnedAt.get(badgeAchievementId(badge.id)) ?? now,
      icon: BADGE_ICON,
    })),
    ...newStreakMilestones(reachedStreak, recordedStreaks).map<Achievement>((days) => ({
      id: streakAchievementId(days),
      type: 'streak',
      title: `${days}-day streak`,
      description: `Recycled on ${days} days in a row`,
      date: earnedAt.get(streakAchievementId(days)) ?? now,
      icon: STREAK_ICON,
    })),
  ];
  const notifications = achievements.map<ProgressNotification>((a) => ({
    id: `notification:${a.id}`,
    type: a.type,
    message: a.title,
    icon: a.icon,
    date: a.date,
    read: false,
  }));
  return { achievements, notifications };
}

export function markRead(notifications: readonly ProgressNotification[], id: string): ProgressNotification[] {
  return notifications.map((n) => (n.id === id ? { ...n, read: true } : n));
}

export function markAllRead(notifications: readonly ProgressNotification[]): ProgressNotification[] {
  return notifications.map((n) => (n.read ? n : { ...n, read: true }));
}

export const unreadCount = (notifications: readonly ProgressNotification[]) =>
  notifications.filter((n) => !n.read).length;

export interface EarnedProgress {
  achievements: Achievement[];
  notifications: ProgressNotification[];
}

/**
 * Joins what two places remember (the data layer and this device's cache, which keeps what could not
 * be synced): every achievement once with its earliest date, every notification once, read if read
 * in either.
 */
export function mergeEarnedProgress(a: EarnedProgress, b: EarnedProgress): EarnedProgress {
  const achievements = new Map<string, Achievement>();
  for (const achievement of [...a.achievements, ...b.achievements]) {
    const known = achievements.get(achievement.id);
    if (!known || achievement.date < known.date) achievements.set(achievement.id, achievement);
  }
  const notifications = new Map<string, ProgressNotification>();
  for (const notification of [...a.notifications, ...b.notifications]) {
    const known = notifications.get(notification.id);
    notifications.set(notification.id, known ? { ...known, read: known.read || notification.read } : notification);
  }
  const byDate = <T extends { date: string }>(list: Iterable<T>) =>
    [...list].sort((x, y) => x.date.localeCompare(y.date));
  return { achievements: byDate(achievements.values()), notifications: byDate(notifications.values()) };
}

/** Whether b holds anything a lacks: an achievement, a notification, or a notification read. */
export function hasUnsyncedProgress(a: EarnedProgress, b: EarnedProgress): boolean {
  const achievements = new Set(a.achievements.map((x) => x.id));
  const read = new Map(a.notifications.map((n) => [n.id, n.read]));
  return (
    b.achievements.some((x) => !achievements.has(x.id)) ||
    b.notifications.some((n) => !read.has(n.id) || (n.read && !read.get(n.id)))
  );
}
