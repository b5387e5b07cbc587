import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { ContestStatus, ContestType } from '@oj/shared/enums';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openAuthModal } from '../../../lib/auth-modal.ts';
import { formatDuration, shortDateTime } from '../../../lib/format.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { recentContestsQuery, type Contest } from '../api/home-api.ts';

const STATUS = {
  [ContestStatus.SCHEDULED]: { key: 'scheduled', color: 'yellow' },
  [ContestStatus.RUNNING]: { key: 'running', color: 'green' },
  [ContestStatus.ENDED]: { key: 'ended', color: 'gray' },
} as const;

/** Spec 000 section 3.2: contest auth 0 public, 1 private, 2 protected. */
const AUTH = [
  { key: 'public', color: 'blue' },
  { key: 'private', color: 'red' },
  { key: 'protected', color: 'orange' },
] as const;

function ContestCard({ contest }: { contest: Contest }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const status = STATUS[contest.status as keyof typeof STATUS];
  const auth = AUTH[contest.auth];
  const open = () => {
    if (user) return void navigate(`/contest/${contest.id}`);
    toast.warning(translateMessage('Please_login_first'));
    openAuthModal('login');
  };
  const typeButton = (
    <Button size="compact-xs" variant="light" color={contest.type === ContestType.OI ? 'grape' : 'blue'}>
      {contest.type === ContestType.OI ? 'OI' : 'ACM'}
    </Button>
  );
  return (
    <Card withBorder padding="md">
      <Stack gap={6}>
        <Anchor component="button" type="button" fw={600} ta="left" onClick={open} lineClamp={2}>
          {contest.title}
        </Anchor>
        <Group gap={6}>
          {status && (
            <Badge color={status.color} variant="light">
              {t(`contest.status.${status.key}`)}
            </Badge>
          )}
          {contest.type === ContestType.OI ? <Tooltip label={t(contest.oiRankScoreType === 'Highest' ? 'contest.rankHighest' : 'contest.rankRecent')}>{typeButton}</Tooltip> : typeButton}
          {auth && (
            <Badge color={auth.color} variant="outline">
              {t(`contest.auth.${auth.key}`)}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('contest.start')}: {shortDateTime(contest.startTime)} · {t('contest.duration')}: {formatDuration(contest.duration, i18n.language)} · {t('contest.participants', { count: contest.count })}
        </Text>
      </Stack>
    </Card>
  );
}

export function RecentContests() {
  const { t } = useTranslation();
  const { data } = useQuery(recentContestsQuery);
  return (
    <Card withBorder padding="lg">
      <Title order={4} mb="sm">
        {t('home.recentContests')}
      </Title>
      {data?.length ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {data.map((c) => (
            <ContestCard key={c.id} contest={c} />
          ))}
        </SimpleGrid>
      ) : (
        <Text c="dimmed">{t('home.noContests')}</Text>
      )}
    </Card>
  );
}
