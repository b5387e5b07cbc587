import { Button, FileButton, Group, Stack, Text, Title } from '@mantine/core';
import { LIMITS } from '@oj/shared/limits';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { uploadAvatar } from '../api/settings-api.ts';
import { avatarProblem } from './avatar-check.ts';
import { useApplyUserInfo } from './use-apply-user-info.ts';

export function AvatarUpload() {
  const { t } = useTranslation();
  const { user } = useSession();
  const apply = useApplyUserInfo();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | null) => {
    if (!chosen) return;
    const problem = avatarProblem(chosen);
    if (problem) return toast.error(t(problem === 'type' ? 'settings.avatarType' : 'settings.avatarSize', { types: LIMITS.avatarTypes.join(', ') }));
    setFile(chosen);
  };

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    try {
      apply(await uploadAvatar(file));
      setFile(null);
    } catch {
      // The HTTP client showed why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <Title order={5}>{t('settings.avatar')}</Title>
      <Group>
        <UserAvatar src={preview ?? user?.avatar} name={user?.username ?? ''} size={96} />
        <Stack gap={6}>
          <Group gap="xs">
            <FileButton onChange={choose} accept={LIMITS.avatarTypes.map((e) => `.${e}`).join(',')}>
              {(props) => (
                <Button variant="default" {...props}>
                  {t('settings.chooseImage')}
                </Button>
              )}
            </FileButton>
            <Button onClick={() => void upload()} disabled={!file} loading={busy}>
              {t('settings.upload')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t('settings.avatarRule', { types: LIMITS.avatarTypes.join(', ') })}
          </Text>
        </Stack>
      </Group>
    </Stack>
  );
}
