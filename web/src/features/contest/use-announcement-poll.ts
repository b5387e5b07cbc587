import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { localDateTime } from '../../lib/format.ts';
import { getUnreadAnnouncements } from './api/contest-api.ts';

/** Spec 001 section 9: unread announcements are asked for every 60 s while the contest has not ended. */
export const ANNOUNCEMENT_POLL_MS = 60_000;

const readKey = (uid: string, cid: number) => `contestAnnounce_${uid}_${cid}`;

export function readAnnouncementIds(uid: string, cid: number): number[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(readKey(uid, cid)) ?? '[]');
    return Array.isArray(v) ? v.filter((n): n is number => typeof n === 'number') : [];
  } catch {
    return [];
  }
}

const saveReadIds = (uid: string, cid: number, ids: number[]) => localStorage.setItem(readKey(uid, cid), JSON.stringify(ids));

/** Spec 001 section 2.7: each new announcement shows once, as a notice that stays until closed. */
export function useAnnouncementPoll(cid: number, uid: string | null, active: boolean) {
  const { t } = useTranslation('contest');
  useEffect(() => {
    if (!active || !uid) return;
    const poll = async () => {
      const read = readAnnouncementIds(uid, cid);
      const fresh = await getUnreadAnnouncements(cid, read).catch(() => []);
      if (!fresh.length) return;
      for (const a of fresh) {
        notifications.show({
          title: a.title,
          message: `${localDateTime(a.gmtCreate)} · ${t('announcements.seeDetails')}`,
          color: 'yellow',
          autoClose: false,
        });
      }
      saveReadIds(uid, cid, [...read, ...fresh.map((a) => a.id)]);
    };
    const timer = setInterval(() => void poll(), ANNOUNCEMENT_POLL_MS);
    return () => clearInterval(timer);
  }, [cid, uid, active, t]);
}
