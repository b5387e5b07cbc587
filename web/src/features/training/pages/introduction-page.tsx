import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Markdown } from '../../../components/markdown.tsx';
import { PasswordEntry } from '../../../components/password-entry.tsx';
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
  const register = useMutation({
    mutationFn: (password: string) => registerTraining(tid, password),
    onSuccess: () => {
      toast.success(t('password.registered'));
      void queryClient.invalidateQueries({ queryKey: trainingKey(tid) });
    },
  });
  return (
    <Card withBorder padding="lg" data-testid="training-password-card">
      <Stack align="center" gap="sm">
        <Text fw={600}>{t('password.title')}</Text>
        <PasswordEntry
          placeholder={t('password.placeholder')}
          action={t('password.enter')}
          emptyMessage={t('password.empty')}
          onSend={(password) => register.mutate(password)}
          sending={register.isPending}
          testId="training-password"
        />
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
