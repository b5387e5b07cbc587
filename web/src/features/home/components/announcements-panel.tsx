import { Card } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnnouncementReader } from '../../../components/announcement-reader.tsx';
import { announcementsQuery } from '../api/home-api.ts';

/** The site's announcements, paged; one opens in place with a back button. */
export function AnnouncementsPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isLoading } = useQuery(announcementsQuery(page));
  return (
    <Card withBorder padding="lg">
      <AnnouncementReader heading={t('home.announcements')} empty={t('home.noAnnouncements')} page={data} loading={isLoading} current={page} onPage={setPage} />
    </Card>
  );
}
