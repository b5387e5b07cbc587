import { Anchor, Badge, Card, Center, Group, Loader, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Markdown } from '../../components/markdown.tsx';
import { RelativeTime } from '../../components/relative-time.tsx';
import { TitleTag } from '../../components/title-tag.tsx';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { heatmapQuery, userHomeQuery, type UserRef } from './api/user-home-api.ts';
import { Heatmap } from './components/heatmap.tsx';
import { SolvedProblems } from './components/solved-problems.tsx';

const GENDER_MARK = { male: '♂', female: '♀', secrecy: '' } as const;

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Card withBorder padding="md">
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Card>
  );
}

export function UserHomePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const who: UserRef = { uid: params.get('uid') || undefined, username: params.get('username') || undefined };
  const home = useQuery(userHomeQuery(who));
  const heatmap = useQuery(heatmapQuery(who));
  const info = home.data;
  if (!info) {
    return home.isLoading ? (
      <Center py="xl">
        <Loader />
      </Center>
    ) : null;
  }
  return (
    <Stack gap="md" maw={1100} mx="auto">
      <Card withBorder padding="lg">
        <Group gap="lg" align="flex-start">
          <UserAvatar src={info.avatar} name={info.username} size={96} />
          <Stack gap={6}>
            <Group gap={8}>
              <Title order={3} data-testid="user-home-name">
                {info.username}
              </Title>
              {GENDER_MARK[info.gender] && (
                <Text c={info.gender === 'male' ? 'blue' : 'pink'} fw={700} aria-label={t(`gender.${info.gender}`)}>
                  {GENDER_MARK[info.gender]}
                </Text>
              )}
              <TitleTag name={info.titleName} color={info.titleColor} />
              {info.nickname && <Badge variant="light">{info.nickname}</Badge>}
            </Group>
            {info.school && <Text size="sm">{info.school}</Text>}
            <Group gap="md">
              {info.github && (
                <Anchor href={info.github} target="_blank" rel="noopener noreferrer" size="sm">
                  GitHub
                </Anchor>
              )}
              {info.blog && (
                <Anchor href={info.blog} target="_blank" rel="noopener noreferrer" size="sm">
                  {t('userHome.blog')}
                </Anchor>
              )}
            </Group>
            {info.recentLoginTime && (
              <Text size="xs" c="dimmed">
                {t('userHome.lastLogin')}: <RelativeTime iso={info.recentLoginTime} />
              </Text>
            )}
          </Stack>
        </Group>
      </Card>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Stat label={t('userHome.submissions')} value={info.total} />
        <Stat label={t('userHome.solved')} value={info.solvedList.length} />
        <Stat label={t('userHome.score')} value={info.scoreList.reduce((a, b) => a + b, 0)} />
        <Stat label={t('userHome.rating')} value={info.rating ?? '--'} />
      </SimpleGrid>
      <Card withBorder padding="lg">
        {heatmap.data && <Heatmap data={heatmap.data} />}
      </Card>
      <Card withBorder padding="lg">
        <Tabs defaultValue="profile">
          <Tabs.List>
            <Tabs.Tab value="profile">{t('userHome.profile')}</Tabs.Tab>
            <Tabs.Tab value="solved">{t('userHome.solvedProblems')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="profile" pt="md">
            {info.signature ? <Markdown source={info.signature} /> : <Text c="dimmed">{t('userHome.notSet')}</Text>}
          </Tabs.Panel>
          <Tabs.Panel value="solved" pt="md">
            <SolvedProblems info={info} onRefresh={() => void home.refetch()} refreshing={home.isFetching} />
          </Tabs.Panel>
        </Tabs>
      </Card>
    </Stack>
  );
}
