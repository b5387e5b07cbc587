import { Accordion, Badge, Card, Code, Stack, Table, Text, Title } from '@mantine/core';
import { JUDGE_STATUS_NAMES, JudgeStatus } from '@oj/shared/enums';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { JUDGE_STATUS_SHORT, judgeStatusColor } from '../../components/judge-status-badge.tsx';
import { languagesQuery } from './api/help-api.ts';

const STATUSES = Object.keys(JUDGE_STATUS_NAMES)
  .map(Number)
  .sort((a, b) => a - b) as JudgeStatus[];

/** Languages with their compile commands and templates, and what each judge result means (spec 001 section 2.13). */
export function HelpPage() {
  const { t } = useTranslation();
  const { data: languages } = useQuery(languagesQuery);
  return (
    <Stack gap="md" maw={1100} mx="auto">
      <Card withBorder padding="lg">
        <Title order={3} mb="sm">
          {t('help.languages')}
        </Title>
        <Accordion variant="contained" data-testid="help-languages">
          {languages?.map((l) => (
            <Accordion.Item key={l.id} value={l.name}>
              <Accordion.Control>
                <Text fw={600} span>
                  {l.name}
                </Text>{' '}
                <Text c="dimmed" size="sm" span>
                  {l.description}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Text size="sm" fw={500}>
                  {t('help.compileCommand')}
                </Text>
                <Code block mb="sm">
                  {l.compileCommand || t('help.noCompile')}
                </Code>
                <Text size="sm" fw={500}>
                  {t('help.template')}
                </Text>
                <Code block>{l.template}</Code>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Card>
      <Card withBorder padding="lg">
        <Title order={3} mb="sm">
          {t('help.statuses')}
        </Title>
        <Table.ScrollContainer minWidth={560}>
          <Table data-testid="help-statuses">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('help.code')}</Table.Th>
                <Table.Th>{t('help.status')}</Table.Th>
                <Table.Th>{t('help.short')}</Table.Th>
                <Table.Th>{t('help.meaning')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {STATUSES.map((s) => (
                <Table.Tr key={s}>
                  <Table.Td>{s}</Table.Td>
                  <Table.Td>
                    <Badge color={judgeStatusColor(s)} variant="light">
                      {t(`judgeStatus.${s}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{JUDGE_STATUS_SHORT[s] ?? ''}</Table.Td>
                  <Table.Td>{t(`help.meanings.${s}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    </Stack>
  );
}
