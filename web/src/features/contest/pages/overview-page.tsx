import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { ContestAuth } from '@oj/shared/enums';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../../components/markdown.tsx';
import { PasswordForm, useRegister } from '../components/password-form.tsx';
import { canRegisterOpenly, needsPassword } from '../contest-rules.ts';
import { useContestShell } from '../shell-context.ts';

/** Spec 001 section 2.2: the description, and the password form or registration while the viewer has not registered. */
export function OverviewPage() {
  const { t } = useTranslation('contest');
  const { info, status, admin, access } = useContestShell();
  const viewing = { status, admin, access };
  const register = useRegister(info.id);
  return (
    <Stack gap="md">
      {needsPassword(info, viewing) && (
        <Card withBorder padding="lg" data-testid="password-card">
          <Stack gap="sm" align="center">
            <Text fw={600} c="orange">
              {t('password.title')}
            </Text>
            <Text size="sm">{t(info.auth === ContestAuth.PRIVATE ? 'password.toEnter' : 'password.toSubmit')}</Text>
            <PasswordForm cid={info.id} />
          </Stack>
        </Card>
      )}
      {canRegisterOpenly(info, viewing) && (
        <Alert color="blue" variant="light" data-testid="register-card">
          <Group justify="space-between">
            <Text size="sm">{t('register.prompt')}</Text>
            <Button size="xs" onClick={() => register.mutate('')} loading={register.isPending} data-testid="register-contest">
              {t('register.button')}
            </Button>
          </Group>
        </Alert>
      )}
      <Card withBorder padding="lg" data-testid="contest-description">
        {info.description.trim() ? <Markdown source={info.description} /> : <Text c="dimmed">{t('overview.noDescription')}</Text>}
      </Card>
    </Stack>
  );
}
