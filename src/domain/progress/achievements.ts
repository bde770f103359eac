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
 * milestone once. Returns the new achievements and a notification for each.
 */
export function newAchievements(
  totalKg: number,
  currentStreak: number,
  earned: readonly Achievement[],
  now: string,
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
      date: now,
      icon: BADGE_ICON,
    })),
    ...newStreakMilestones(currentStreak, recordedStreaks).map<Achievement>((days) => ({
      id: streakAchievementId(days),
      type: 'streak',
      title: `${days}-day streak`,
      description: `Recycled on ${days} days in a row`,
      date: now,
      icon: STREAK_ICON,
    })),
  ];
  const notifications = achievements.map<ProgressNotification>((a) => ({
    id: `notification:${a.id}`,
    type: a.type,
    message: a.title,
    icon: a.icon,
    date: now,
    read: false,
  }));
  return { achievements, notifications };
}

export function markRead(notifications: readonly ProgressNotification[], id: string): ProgressNotification[] {
  return notifications.map((n) => (n.id === id ? { ...n, read: true } : n));
}
