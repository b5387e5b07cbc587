import { Anchor, Button, Card, Center, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { GroupMemberAuth, GroupType } from '@oj/shared/enums';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-button.tsx';
import type { GroupScope } from '../../../lib/group-scope.ts';
import { isSuperAdmin, useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { userHomePath } from '../../../lib/user-home.ts';
import { deleteGroup, exitGroup, joinGroup } from '../api/group-api.ts';
import { creationDate, truncateName } from '../group-name.ts';
import { GroupAvatar } from './group-avatar.tsx';
import { GroupAuthTag, HiddenTag } from './group-tags.tsx';
import { JoinDialog } from './join-dialog.tsx';

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <div style={{ minWidth: 0, textAlign: 'right' }}>{children}</div>
    </Group>
  );
}

type Question = 'exit' | 'disband' | null;

/** Spec 002 2.3: the group's side card (avatar, name, owner, auth, hidden, created, number) and the viewer's join, exit or disband. */
export function GroupSideCard({ scope, stored }: { scope: GroupScope; stored: number }) {
  const { t } = useTranslation('group');
  const { user } = useSession();
  const navigate = useNavigate();
  const { group, gid } = scope;
  const [joinOpened, join] = useDisclosure(false);
  const [question, setQuestion] = useState<Question>(null);
  const apply = useMutation({
    mutationFn: ({ code, reason }: { code: string; reason: string }) => joinGroup(gid, code, reason),
    onSuccess: () => {
      join.close();
      toast.success(t(group.auth === GroupType.PUBLIC ? 'join.joined' : 'join.applied'));
      scope.reload();
    },
  });
  const exit = useMutation({
    mutationFn: () => exitGroup(gid),
    onSuccess: () => {
      toast.success(t('exit.done'));
      scope.reload();
    },
  });
  const disband = useMutation({
    mutationFn: () => deleteGroup(gid),
    onSuccess: () => {
      toast.success(t('disband.done'));
      scope.reload();
      void navigate('/group');
    },
  });
  const owner = !!user && user.username === group.owner;
  const name = truncateName(group.name);
  const action = () => {
    if (!user) return null;
    if (owner || isSuperAdmin(user))
      return (
        <Button color="red" size="xs" onClick={() => setQuestion('disband')} loading={disband.isPending} data-testid="group-disband">
          {t('disband.button')}
        </Button>
      );
    if (scope.member)
      return (
        <Button color="red" size="xs" variant="light" onClick={() => setQuestion('exit')} loading={exit.isPending} data-testid="group-exit">
          {t('exit.button')}
        </Button>
      );
    if (stored === GroupMemberAuth.APPLYING)
      return (
        <Button size="xs" disabled data-testid="group-applying">
          {t('join.applying')}
        </Button>
      );
    return (
      <Button size="xs" loading={apply.isPending} onClick={() => (group.auth === GroupType.PUBLIC ? apply.mutate({ code: '', reason: '' }) : join.open())} data-testid="group-join">
        {t(stored === GroupMemberAuth.REFUSED ? 'join.again' : 'join.button')}
      </Button>
    );
  };
  return (
    <Card withBorder padding="lg" data-testid="group-side-card">
      <Stack gap="sm">
        <Center>
          <GroupAvatar src={group.avatar} name={group.name} size={130} />
        </Center>
        <InfoRow label={t('side.name')}>
          <Tooltip label={group.name} disabled={name === group.name}>
            <Text size="sm" fw={600} data-testid="group-side-name">
              {name}
            </Text>
          </Tooltip>
        </InfoRow>
        <InfoRow label={t('side.owner')}>
          <Anchor component={Link} to={userHomePath({ username: group.owner })} size="sm">
            {group.owner}
          </Anchor>
        </InfoRow>
        <InfoRow label={t('side.auth')}>
          <Group gap={4} justify="flex-end">
            <GroupAuthTag auth={group.auth} />
            {!group.visible && <HiddenTag />}
          </Group>
        </InfoRow>
        <InfoRow label={t('side.created')}>
          <Text size="sm">{creationDate(group.gmtCreate)}</Text>
        </InfoRow>
        <InfoRow label={t('side.number')}>
          <Text size="sm" data-testid="group-side-number">
            {group.id}
          </Text>
        </InfoRow>
        {stored === GroupMemberAuth.REFUSED && !scope.member && (
          <Text size="xs" c="red" ta="center" data-testid="group-refused">
            {t('join.refused')}
          </Text>
        )}
        <Center>{action()}</Center>
      </Stack>
      {joinOpened && <JoinDialog opened onClose={join.close} auth={group.auth} pending={apply.isPending} onSubmit={(code, reason) => apply.mutate({ code, reason })} />}
      <ConfirmDialog
        opened={question !== null}
        onClose={() => setQuestion(null)}
        question={question === 'disband' ? t('disband.question') : t('exit.question')}
        onConfirm={() => (question === 'disband' ? disband.mutate() : exit.mutate())}
      />
    </Card>
  );
}
