import { Accordion, Card, Divider, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.ts';
import { AvatarUpload } from './components/avatar-upload.tsx';
import { EmailForm } from './components/email-form.tsx';
import { PasswordForm } from './components/password-form.tsx';
import { ProfileForm } from './components/profile-form.tsx';

/** Account and profile settings in two collapsible sections (spec 000 section 2.7). */
export function SettingsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <Card withBorder maw={900} mx="auto" padding="lg">
      <Title order={3} mb="md">
        {t('route.setting')}
      </Title>
      <Accordion multiple defaultValue={['account', 'profile']} variant="separated">
        <Accordion.Item value="account">
          <Accordion.Control>{t('settings.account')}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="lg">
              <PasswordForm />
              <Divider />
              <EmailForm />
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="profile">
          <Accordion.Control>{t('settings.userInfo')}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="lg">
              <AvatarUpload />
              <Divider />
              <ProfileForm key={user.uid} user={user} />
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Card>
  );
}
