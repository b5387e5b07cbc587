import { Accordion, Badge, Card, Group, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemTagsQuery } from '../api/problem-list-api.ts';

/** The bank's tags grouped by classification (tags without one under Unclassified), with a name search. */
export function TagPanel({ oj, chosen, onToggle }: { oj: string; chosen: number[]; onToggle: (tagId: number) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const { data } = useQuery(problemTagsQuery(oj));
  const needle = search.trim().toLowerCase();
  const groups = (data ?? []).map((g) => ({ ...g, tagList: g.tagList.filter((tag) => tag.name.toLowerCase().includes(needle)) })).filter((g) => g.tagList.length > 0);
  return (
    <Card withBorder padding="md" data-testid="tag-panel">
      <Title order={5} mb="xs">
        {t('problem.tags')}
      </Title>
      <TextInput size="xs" placeholder={t('problem.searchTags')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} mb="xs" />
      <Accordion multiple variant="contained" defaultValue={[]} chevronPosition="right">
        {groups.map((g) => {
          const key = g.classification ? String(g.classification.id) : 'unclassified';
          return (
            <Accordion.Item key={key} value={key}>
              <Accordion.Control>{g.classification?.name ?? t('problem.unclassified')}</Accordion.Control>
              <Accordion.Panel>
                <Group gap={6}>
                  {g.tagList.map((tag) => (
                    <Badge key={tag.id} color={tag.color || 'gray'} variant={chosen.includes(tag.id) ? 'filled' : 'outline'} autoContrast style={{ cursor: 'pointer' }} onClick={() => onToggle(tag.id)}>
                      {tag.name}
                    </Badge>
                  ))}
                </Group>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </Card>
  );
}
