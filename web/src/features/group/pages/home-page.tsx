import { Card, Grid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../../components/markdown.tsx';
import { useHostingGroup } from '../../../lib/group-scope.ts';
import { isSuperAdmin, useSession } from '../../../lib/session.ts';
import { GroupAnnouncements } from '../components/group-announcements.tsx';

/** Spec 002 2.3, Group Home: the description (sanitised markdown) and, for members and super admins, the announcements. */
export function HomePage() {
  const { t } = useTranslation('group');
  const scope = useHostingGroup();
  const { user } = useSession();
  const withAnnouncements = scope.member || isSuperAdmin(user);
  const description = scope.group.description.trim();
  return (
    <Card withBorder padding="lg">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: withAnnouncements ? 6 : 12 }} data-testid="group-description">
          {description ? <Markdown source={description} /> : <Text c="dimmed">{t('home.notSet')}</Text>}
        </Grid.Col>
        {withAnnouncements && (
          <Grid.Col span={{ base: 12, md: 6 }}>
            <GroupAnnouncements gid={scope.gid} />
          </Grid.Col>
        )}
      </Grid>
    </Card>
  );
}
