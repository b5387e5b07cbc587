import { ActionIcon, CopyButton, Group, SimpleGrid, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProblemData } from '../api/problem-detail-api.ts';
import classes from '../problem-detail.module.css';
import { parseExamples } from '@oj/shared/domain/examples';

function Sample({ label, text }: { label: string; text: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <Group gap={6} mb={4}>
        <Text fw={600} size="sm">
          {label}
        </Text>
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('problem.copied') : t('problem.copy')} withArrow>
              <ActionIcon size="sm" variant="subtle" color={copied ? 'green' : 'gray'} onClick={copy} aria-label={`${t('problem.copy')} ${label}`}>
                <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
                  {copied ? <path d="M5 12l5 5L20 7" /> : <path d="M9 9h11v11H9zM5 15H4V4h11v1" />}
                </svg>
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      <pre className={classes.sample}>{text}</pre>
    </div>
  );
}

/** Sample input and output pairs, each with a copy button. */
export function Examples({ examples }: { examples: ProblemData['problem']['examples'] }) {
  const { t } = useTranslation();
  return parseExamples(examples).map((e, i) => (
    <SimpleGrid key={i} cols={{ base: 1, sm: 2 }} spacing="sm" mb="sm" data-testid="example">
      <Sample label={t('problem.sampleInput', { n: i + 1 })} text={e.input} />
      <Sample label={t('problem.sampleOutput', { n: i + 1 })} text={e.output} />
    </SimpleGrid>
  ));
}
