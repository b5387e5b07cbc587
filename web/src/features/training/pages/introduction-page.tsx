import { Anchor, Button, Card, Group, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Markdown } from '../../../components/markdown.tsx';
import { localDateTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { userHomePath } from '../../../lib/user-home.ts';
import { registerTraining, trainingKey } from '../api/training-api.ts';
import { AuthTag, CategoryTag } from '../components/training-tags.tsx';
import { useTrainingShell } from '../shell-context.ts';

/** Spec 002 section 2.1: a private training's password; an accepted one opens the tabs. */
function PasswordGate({ tid }: { tid: number }) {
  const { t } = useTranslation('training');
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const register = useMutation({
    mutationFn: () => registerTraining(tid, password),
    onSuccess: () => {
      toast.success(t('password.registered'));
      void queryClient.invalidateQueries({ queryKey: trainingKey(tid) });
    },
  });
  const send = () => {
    if (!password) return toast.warning(t('password.empty'));
    register.mutate();
  };
  return (
    <Card withBorder padding="lg" data-testid="training-password-card">
      <Stack align="center" gap="sm">
        <Text fw={600}>{t('password.title')}</Text>
        <Group gap="sm" wrap="nowrap">
          <PasswordInput
            w={{ base: '100%', sm: 320 }}
            aria-label={t('password.placeholder')}
            placeholder={t('password.placeholder')}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && send()}
            data-testid="training-password"
          />
          <Button onClick={send} loading={register.isPending} data-testid="training-password-enter">
            {t('password.enter')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

/** Spec 002 section 2.1: number, auth and category, problem count, author, last update, and the description. */
export function IntroductionPage() {
  const { t } = useTranslation('training');
  const { training, open } = useTrainingShell();
  return (
    <Stack gap="md">
      <Card withBorder padding="lg">
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} data-testid="training-facts">
          <Fact label={t('list.number')}>{training.rank}</Fact>
          <Fact label={t('list.auth')}>
            <AuthTag auth={training.auth} />
          </Fact>
          <Fact label={t('list.category')}>
            <CategoryTag training={training} />
          </Fact>
          <Fact label={t('detail.problemCount')}>
            <span data-testid="training-problem-count">{training.problemCount}</span>
          </Fact>
          <Fact label={t('list.author')}>
            <Anchor component={Link} to={userHomePath({ username: training.author })} size="sm">
              {training.author}
            </Anchor>
          </Fact>
          <Fact label={t('detail.lastUpdate')}>
            <Text size="sm">{localDateTime(training.gmtModified)}</Text>
          </Fact>
        </SimpleGrid>
      </Card>
      {!open && <PasswordGate tid={training.id} />}
      <Card withBorder padding="lg">
        <Title order={4} mb="sm">
          {t('detail.description')}
        </Title>
        <Markdown source={training.description} />
      </Card>
    </Stack>
  );
}
