import { Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pager, type usePaging } from './pager.tsx';

interface TabProps {
  /** The set, which names the tab's namespace (its group.title, group.create, group.admin, group.cancelAdmin) and test ids. */
  kind: 'contest' | 'exam';
  /** The viewer is a group admin: Create and the admin toggle show. */
  admin: boolean;
  /** The view shown: the members' list, Create's form, or another admin view. */
  view: 'list' | 'create' | 'admin';
  paths: { list: string; admin: string; create: string };
  /** The members' list or, loaded on first use, an admin view. */
  children: ReactNode;
}

/**
 * A group's set tab (spec 002 2.6 contests, 2.7 exams): its title and, for group admins, Create (test id
 * `create-group-<kind>`) and the admin toggle (`toggle-<kind>-admin`); an admin view (a lazy back-office page) waits
 * for its code under a loader.
 */
export function GroupSetTab({ kind, admin, view, paths, children }: TabProps) {
  const { t } = useTranslation(kind);
  const inAdmin = view !== 'list';
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="md">
        <Title order={3}>{t('group.title')}</Title>
        {admin && (
          <Group gap="sm">
            {view !== 'create' && (
              <Button size="sm" component={Link} to={paths.create} data-testid={`create-group-${kind}`}>
                {t('group.create')}
              </Button>
            )}
            <Button size="sm" color={inAdmin ? 'red' : 'green'} component={Link} to={inAdmin ? paths.list : paths.admin} data-testid={`toggle-${kind}-admin`}>
              {t(inAdmin ? 'group.cancelAdmin' : 'group.admin')}
            </Button>
          </Group>
        )}
      </Group>
      <Suspense fallback={<Loader />}>{children}</Suspense>
    </Card>
  );
}

interface ListProps<Row> {
  rows: readonly Row[] | undefined;
  total: number;
  loading: boolean;
  paging: ReturnType<typeof usePaging>;
  empty: string;
  testIds: { list: string; empty: string };
  children: (row: Row) => ReactNode;
}

/** The members' list of a group's set tab: the rows as cards, an empty note, and the pages. */
export function GroupSetCards<Row>({ rows, total, loading, paging, empty, testIds, children }: ListProps<Row>) {
  if (loading)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return (
    <>
      {rows?.length ? (
        <Stack gap="sm" data-testid={testIds.list}>
          {rows.map(children)}
        </Stack>
      ) : (
        <Text c="dimmed" ta="center" py="xl" data-testid={testIds.empty}>
          {empty}
        </Text>
      )}
      <Pager total={total} page={paging.page} size={paging.size} onPage={paging.setPage} onSize={paging.setSize} />
    </>
  );
}
