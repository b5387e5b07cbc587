import { Button, FileButton, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-button.tsx';
import type { GroupScope } from '../../../lib/group-scope.ts';
import { toast } from '../../../lib/toast.ts';
import { uploadGroupAvatar } from '../api/group-api.ts';
import { AVATAR_SIDE, AVATAR_TYPES, avatarFileProblem, cropAvatar } from '../avatar-file.ts';
import { GroupAvatar } from './group-avatar.tsx';

const revoke = (url: string | undefined) => {
  if (url) URL.revokeObjectURL(url);
};

const ACCEPT = AVATAR_TYPES.map((t) => `.${t}`).join(',');

/** The picture being cropped: its object URL, loaded image and quarter turns. */
interface Cropping {
  url: string;
  image: HTMLImageElement | null;
  turns: number;
}

/**
 * Spec 002 2.10: the group's avatar. A chosen picture (gif, jpg, jpeg, png, bmp or webp, at most 2 MB) is cropped to
 * its centred square, can be turned left or right, and becomes a 200×200 PNG; cancelling the crop asks first; the
 * crop is confirmed, then uploaded from a dialog showing it.
 */
export function AvatarEditor({ scope }: { scope: GroupScope }) {
  const { t } = useTranslation('group');
  const [cropping, setCropping] = useState<Cropping | null>(null);
  const [cropped, setCropped] = useState<{ blob: Blob; url: string } | null>(null);
  const [askCancel, setAskCancel] = useState(false);
  // Each object URL is released when the picture it shows is dropped.
  const croppingUrl = cropping?.url;
  const croppedUrl = cropped?.url;
  useEffect(() => () => revoke(croppingUrl), [croppingUrl]);
  useEffect(() => () => revoke(croppedUrl), [croppedUrl]);
  const choose = (file: File | null) => {
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem === 'type') return void toast.warning(t('avatar.badType', { file: file.name }));
    if (problem === 'size') return void toast.warning(t('avatar.tooBig', { file: file.name }));
    const url = URL.createObjectURL(file);
    const image = new window.Image();
    image.onload = () => setCropping((c) => (c && c.url === url ? { ...c, image } : c));
    image.src = url;
    setCropping({ url, image: null, turns: 0 });
  };
  const turn = (by: number) => setCropping((c) => c && { ...c, turns: c.turns + by });
  const confirm = async () => {
    if (!cropping?.image) return;
    try {
      const blob = await cropAvatar(cropping.image, cropping.turns);
      setCropped({ blob, url: URL.createObjectURL(blob) });
      setCropping(null);
    } catch {
      toast.error(t('avatar.cannotDraw'));
    }
  };
  const upload = useMutation({
    mutationFn: (blob: Blob) => uploadGroupAvatar(scope.gid, blob),
    onSuccess: () => {
      toast.success(t('avatar.uploaded'));
      setCropped(null);
      scope.reload();
    },
  });
  return (
    <Stack gap="sm" data-testid="avatar-editor">
      <Group gap="md" align="flex-end">
        <GroupAvatar src={scope.group.avatar} name={scope.group.name} size={100} />
        <FileButton onChange={choose} accept={ACCEPT}>
          {(props) => (
            <Button {...props} variant="default" disabled={cropping !== null} data-testid="avatar-choose">
              {t('avatar.choose')}
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="xs" c="dimmed">
        {t('avatar.hint', { types: AVATAR_TYPES.join(', ') })}
      </Text>
      {cropping && (
        <Stack gap="xs" data-testid="avatar-crop">
          <div style={{ width: AVATAR_SIDE, height: AVATAR_SIDE, overflow: 'hidden', borderRadius: 8, border: '1px solid var(--mantine-color-gray-4)' }}>
            <img src={cropping.url} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover', transform: `rotate(${cropping.turns * 90}deg)`, transition: 'transform 150ms' }} />
          </div>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => turn(-1)} data-testid="avatar-rotate-left">
              {t('avatar.rotateLeft')}
            </Button>
            <Button size="xs" variant="default" onClick={() => turn(1)} data-testid="avatar-rotate-right">
              {t('avatar.rotateRight')}
            </Button>
            <Button size="xs" color="red" variant="light" onClick={() => setAskCancel(true)} data-testid="avatar-cancel">
              {t('action.cancel')}
            </Button>
            <Button size="xs" onClick={() => void confirm()} disabled={!cropping.image} data-testid="avatar-confirm">
              {t('avatar.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
      <ConfirmDialog opened={askCancel} onClose={() => setAskCancel(false)} question={t('avatar.cancelQuestion')} onConfirm={() => setCropping(null)} />
      <Modal opened={cropped !== null} onClose={() => setCropped(null)} title={t('avatar.uploadTitle')} centered size="sm">
        {cropped && (
          <Stack align="center">
            <Image src={cropped.url} w={AVATAR_SIDE} h={AVATAR_SIDE} radius="md" alt="" />
            <Group justify="flex-end" w="100%">
              <Button variant="default" onClick={() => setCropped(null)}>
                {t('action.cancel')}
              </Button>
              <Button onClick={() => upload.mutate(cropped.blob)} loading={upload.isPending} data-testid="avatar-upload">
                {t('avatar.upload')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
