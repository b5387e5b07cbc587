import { ActionIcon, Anchor, Button, Card, Group, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isSuperAdmin, useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import type { DiscussionCategory } from '@oj/shared/schemas/community';
import { categoriesQuery, saveCategories, type CategoryDraft } from '../api/discussion-api.ts';

interface Props {
  categories: DiscussionCategory[];
  /** The list path filtered by a category, or unfiltered for null. */
  pathOf: (categoryId: number | null) => string;
  current: number | null;
}

/**
 * Spec 001 sections 2.11 and 5: the category sidebar; the super admin edits the names in place, adds entries
 * (without id until saved) and removes the new ones; OK saves the whole list.
 */
export function CategoryPanel({ categories, pathOf, current }: Props) {
  const { t } = useTranslation('discussion');
  const { user } = useSession();
  const client = useQueryClient();
  const [drafts, setDrafts] = useState<CategoryDraft[] | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (list: CategoryDraft[]) => {
    if (list.some((c) => !c.name.trim())) return void toast.error(t('categories.nameRequired'));
    setSaving(true);
    try {
      const saved = await saveCategories(list.map((c) => ({ ...c, name: c.name.trim() })));
      client.setQueryData(categoriesQuery.queryKey, saved);
      setDrafts(null);
      toast.success(t('messages.updated'));
    } catch {
      // the HTTP client has shown the failure
    } finally {
      setSaving(false);
    }
  };
  const rename = (index: number, name: string) => setDrafts((list) => list && list.map((c, i) => (i === index ? { ...c, name } : c)));

  return (
    <Card withBorder padding="md" data-testid="category-panel">
      <Group justify="space-between" mb="xs">
        <Anchor component={Link} to={pathOf(null)} c="inherit" underline="never">
          <Title order={5}>{t('category')}</Title>
        </Anchor>
        {isSuperAdmin(user) &&
          (drafts ? (
            <Button size="compact-sm" variant="subtle" loading={saving} onClick={() => void save(drafts)} data-testid="categories-save">
              {t('ok')}
            </Button>
          ) : (
            <Button size="compact-sm" variant="subtle" onClick={() => setDrafts(categories.map((c) => ({ id: c.id, name: c.name })))} data-testid="categories-edit">
              {t('edit')}
            </Button>
          ))}
      </Group>
      {drafts ? (
        <Stack gap="xs">
          {drafts.map((c, i) => (
            <Group key={c.id ?? `new-${i}`} gap="xs" wrap="nowrap">
              <TextInput size="xs" style={{ flex: 1 }} value={c.name} onChange={(e) => rename(i, e.currentTarget.value)} aria-label={t('categories.name')} data-testid="category-name-input" />
              {c.id === null && (
                <ActionIcon color="red" variant="light" aria-label={t('delete')} onClick={() => setDrafts(drafts.filter((_, j) => j !== i))} data-testid="category-remove">
                  ✕
                </ActionIcon>
              )}
            </Group>
          ))}
          <Button size="xs" variant="light" onClick={() => setDrafts([...drafts, { id: null, name: '' }])} data-testid="category-add">
            + {t('categories.add')}
          </Button>
        </Stack>
      ) : categories.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('categories.none')}
        </Text>
      ) : (
        <Stack gap={2}>
          {categories.map((c) => (
            <UnstyledButton
              key={c.id}
              component={Link}
              to={pathOf(c.id)}
              px="xs"
              py={4}
              fw={c.id === current ? 700 : undefined}
              bg={c.id === current ? 'var(--mantine-color-default-hover)' : undefined}
              style={{ borderRadius: 4 }}
              data-testid="category-link"
            >
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" truncate>
                  {c.name}
                </Text>
                <Text size="sm" c="dimmed">
                  ›
                </Text>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </Card>
  );
}
