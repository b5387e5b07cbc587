import { Button, FileButton, Group, Image, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { LIMITS } from '@oj/shared/limits';
import { CAROUSEL_MAX_BYTES } from '@oj/shared/schemas/admin-config';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button.tsx';
import { toast } from '../../../lib/toast.ts';
import { carouselQuery, deleteCarouselImage, uploadCarouselImage, type CarouselImage } from '../api/admin-config-api.ts';
import { SectionCard } from './section-card.tsx';

const TYPES = LIMITS.avatarTypes.join(', ');
const MAX_MB = CAROUSEL_MAX_BYTES / 1024 / 1024;

/** What the server would refuse about a chosen file, by its name and size (the server checks the bytes too). */
export function carouselFileProblem(file: { name: string; size: number }): 'type' | 'size' | null {
  const ext = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase() : '';
  if (!(LIMITS.avatarTypes as readonly string[]).includes(ext)) return 'type';
  return file.size > CAROUSEL_MAX_BYTES ? 'size' : null;
}

/** The chosen file before it is sent: a preview, then upload or cancel. */
function PendingImage({ file, onDone }: { file: File; onDone: () => void }) {
  const { t } = useTranslation('adminConfig');
  const queryClient = useQueryClient();
  const [preview, setPreview] = useState<string>();
  useEffect(() => {
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const upload = useMutation({
    mutationFn: () => uploadCarouselImage(file),
    onSuccess: (image) => {
      // the public list is cached for a while: the new image joins this page's copy directly
      queryClient.setQueryData<CarouselImage[]>(carouselQuery.queryKey, (list) => [...(list ?? []), image]);
      toast.success(t('carousel.uploaded'));
      onDone();
    },
  });
  return (
    <Stack gap="xs" data-testid="carousel-pending">
      <Image src={preview} alt={file.name} h={140} fit="contain" radius="sm" data-testid="carousel-preview" />
      <Text size="sm" truncate>
        {file.name}
      </Text>
      <Group gap="xs">
        <Button size="compact-sm" onClick={() => upload.mutate()} loading={upload.isPending} data-testid="carousel-upload">
          {t('carousel.upload')}
        </Button>
        <Button size="compact-sm" variant="default" onClick={onDone} disabled={upload.isPending}>
          {t('cancel')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The home page's carousel: each image with a delete after a question, and a new one previewed before it is uploaded. */
export function CarouselPanel() {
  const { t } = useTranslation('adminConfig');
  const queryClient = useQueryClient();
  const images = useQuery(carouselQuery);
  const [pending, setPending] = useState<File | null>(null);
  const remove = useMutation({
    mutationFn: deleteCarouselImage,
    onSuccess: (_, id) => {
      queryClient.setQueryData<CarouselImage[]>(carouselQuery.queryKey, (list) => list?.filter((i) => i.id !== id));
      toast.success(t('carousel.deleted'));
    },
  });
  const choose = (file: File | null) => {
    if (!file) return;
    const problem = carouselFileProblem(file);
    if (problem) return toast.error(t(problem === 'type' ? 'carousel.badType' : 'carousel.tooLarge', { types: TYPES, mb: MAX_MB }));
    setPending(file);
  };
  return (
    <SectionCard
      title={t('carousel.title')}
      hint={t('carousel.hint', { types: TYPES, mb: MAX_MB })}
      testId="carousel"
      actions={
        <FileButton onChange={choose} accept={LIMITS.avatarTypes.map((e) => `.${e}`).join(',')}>
          {(props) => (
            <Button variant="default" {...props} disabled={pending !== null} data-testid="carousel-choose">
              {t('carousel.choose')}
            </Button>
          )}
        </FileButton>
      }
    >
      {images.isPending ? (
        <Skeleton h={140} />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {(images.data ?? []).map((image) => (
            <Stack key={image.id} gap="xs" data-testid="carousel-image">
              <Image src={image.url} alt={t('carousel.alt', { id: image.id })} h={140} fit="cover" radius="sm" />
              <ConfirmButton size="compact-sm" color="red" variant="light" question={t('carousel.deleteQuestion')} onConfirm={() => remove.mutate(image.id)} data-testid="carousel-delete">
                {t('delete')}
              </ConfirmButton>
            </Stack>
          ))}
          {pending && <PendingImage key={pending.name + pending.lastModified} file={pending} onDone={() => setPending(null)} />}
        </SimpleGrid>
      )}
      {!images.isPending && !images.data?.length && !pending && (
        <Text c="dimmed" size="sm" data-testid="carousel-empty">
          {t('carousel.empty')}
        </Text>
      )}
    </SectionCard>
  );
}
