import { Badge, Card, Grid, Group, SimpleGrid, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { ROLE_NAMES, Role } from '@oj/shared/enums';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../components/user-avatar.tsx';
import { localDateTime } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';
import { dashboardInfoQuery, previousSessionQuery } from './api/dashboard-api.ts';
import { JudgesPanel } from './components/judges-panel.tsx';
import { LabelValueTable } from './components/label-value-table.tsx';
import { ServicePanel } from './components/service-panel.tsx';
import { describeUserAgent } from './user-agent.ts';

// The highest back-office role first: a root that is also listed as admin shows as root.
const ROLE_BADGES = [
  [ROLE_NAMES[Role.ROOT], 'root'],
  [ROLE_NAMES[Role.PROBLEM_ADMIN], 'problemAdmin'],
  [ROLE_NAMES[Role.ADMIN], 'admin'],
] as const;

function AdminCard() {
  const { t } = useTranslation('admin');
  const { user } = useSession();
  const session = useQuery(previousSessionQuery);
  if (!user) return null;
  const role = ROLE_BADGES.find(([name]) => user.roleList.includes(name))?.[1];
  const client = session.data ? describeUserAgent(session.data.userAgent) : null;
  const rows: [string, string][] = session.data
    ? [
        [t('dashboard.time'), localDateTime(session.data.gmtCreate)],
        [t('dashboard.ip'), session.data.ip || t('dashboard.unknown')],
        [t('dashboard.os'), client?.os ?? t('dashboard.unknown')],
        [t('dashboard.browser'), client?.browser ?? t('dashboard.unknown')],
      ]
    : [];
  return (
    <Card withBorder padding="lg" data-testid="admin-card">
      <Group wrap="nowrap">
        <UserAvatar src={user.avatar} name={user.username} size={72} />
        <Stack gap={4}>
          <Text fw={700} size="lg">
            {user.username}
          </Text>
          {role && (
            <Badge color="orange" variant="filled">
              {t(`dashboard.role.${role}`)}
            </Badge>
          )}
        </Stack>
      </Group>
      <Title order={5} mt="lg" mb="xs">
        {t('dashboard.lastLogin')}
      </Title>
      {session.isPending ? (
        <Skeleton h={96} />
      ) : rows.length ? (
        <Tooltip label={session.data?.userAgent} multiline maw={360} disabled={!session.data?.userAgent}>
          <LabelValueTable rows={rows} labelWidth={90} data-testid="last-login" />
        </Tooltip>
      ) : (
        <Text c="dimmed" size="sm">
          {t('dashboard.noLogin')}
        </Text>
      )}
    </Card>
  );
}

function Counts() {
  const { t } = useTranslation('admin');
  const info = useQuery(dashboardInfoQuery);
  const counts = [
    ['totalUsers', info.data?.userNum, 'gray'],
    ['todaySubmissions', info.data?.todayJudgeNum, 'green'],
    ['recentContests', info.data?.recentContestNum, 'blue'],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} data-testid="dashboard-counts">
      {counts.map(([label, value, color]) => (
        <Card key={label} withBorder padding="lg" style={{ borderTop: `4px solid var(--mantine-color-${color}-6)` }}>
          <Text c="dimmed" size="sm">
            {t(`dashboard.${label}`)}
          </Text>
          {info.isPending ? (
            <Skeleton h={36} mt={6} w="50%" />
          ) : (
            <Text fw={700} fz={32} data-testid={`count-${label}`}>
              {value ?? '-'}
            </Text>
          )}
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The back office's landing page: who is signed in, their previous login, the site's counts, the API service and the judges. */
export function DashboardPage() {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        <AdminCard />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <Counts />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
        <ServicePanel />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
        <JudgesPanel />
      </Grid.Col>
    </Grid>
  );
}
