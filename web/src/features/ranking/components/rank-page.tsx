import { Anchor, Badge, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PAGE_SIZES } from '@oj/shared/limits';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BarChart } from '../../../components/bar-chart.tsx';
import { Pager, usePaging } from '../../../components/pager.tsx';
import { TitleTag } from '../../../components/title-tag.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { acRate } from '../../../lib/format.ts';
import { userHomePath } from '../../../lib/user-home.ts';
import { rankListQuery, type RankType } from '../api/ranking-api.ts';

const TOP = 10;

function TopChart({ type }: { type: RankType }) {
  const { t } = useTranslation();
  const { data } = useQuery(rankListQuery({ type, currentPage: 1, limit: TOP, searchUser: '' }));
  if (!data?.records.length) return null;
  const names = data.records.map((r) => r.username);
  const series =
    type === 'ACM'
      ? [
          { label: t('rank.ac'), color: '#40c057', values: data.records.map((r) => r.ac) },
          { label: t('rank.total'), color: '#339af0', values: data.records.map((r) => r.total) },
        ]
      : [{ label: t('rank.score'), color: '#7950f2', values: data.records.map((r) => r.score) }];
  return <BarChart title={t('rank.top', { count: TOP })} categories={names} series={series} height={280} />;
}

/** The ACM or OI ranking: the top-10 chart, a user search and the paged table (spec 001 section 2.10). */
export function RankPage({ type }: { type: RankType }) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 767.98px)');
  const { page, size, setPage, setSize } = usePaging(PAGE_SIZES.rankList);
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  const { data } = useQuery(rankListQuery({ type, currentPage: page, limit: size, searchUser: search }));
  return (
    <Stack gap="md">
      <Card withBorder padding="lg">
        <Title order={3} mb="sm">
          {t(type === 'ACM' ? 'route.acmRank' : 'route.oiRank')}
        </Title>
        <TopChart type={type} />
      </Card>
      <Card withBorder padding="lg">
        <Group justify="flex-end" mb="sm">
          <TextInput
            placeholder={t('rank.searchUser')}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              setSearch(typed.trim());
              setPage(1);
            }}
            w={240}
            aria-label={t('rank.searchUser')}
          />
        </Group>
        <Table.ScrollContainer minWidth={narrow ? 0 : 720}>
          <Table highlightOnHover data-testid="rank-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('common.user')}</Table.Th>
                {!narrow && <Table.Th>{t('rank.nickname')}</Table.Th>}
                {type === 'OI' && <Table.Th>{t('rank.score')}</Table.Th>}
                <Table.Th>{t('rank.ac')}</Table.Th>
                <Table.Th>{t('rank.total')}</Table.Th>
                <Table.Th>{t('rank.rating')}</Table.Th>
                {!narrow && <Table.Th>{t('rank.signature')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.records.map((r) => (
                <Table.Tr key={r.uid}>
                  <Table.Td>{r.rank}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <UserAvatar src={r.avatar} name={r.username} size={26} />
                      <Anchor component={Link} to={userHomePath(r)} size="sm">
                        {r.username}
                      </Anchor>
                      <TitleTag name={r.titleName} color={r.titleColor} />
                    </Group>
                  </Table.Td>
                  {!narrow && <Table.Td>{r.nickname && <Badge variant="light">{r.nickname}</Badge>}</Table.Td>}
                  {type === 'OI' && <Table.Td>{r.score}</Table.Td>}
                  <Table.Td>
                    <Anchor component={Link} to={`/status?username=${encodeURIComponent(r.username)}&status=0`} size="sm">
                      {r.ac}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{r.total}</Table.Td>
                  <Table.Td>{acRate(r.ac, r.total)}</Table.Td>
                  {!narrow && (
                    <Table.Td>
                      <Text size="xs" c="dimmed" lineClamp={1} maw={240}>
                        {r.signature}
                      </Text>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Pager total={data?.total ?? 0} page={page} size={size} onPage={setPage} onSize={setSize} />
      </Card>
    </Stack>
  );
}
