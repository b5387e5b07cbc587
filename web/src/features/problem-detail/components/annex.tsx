import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from '../problem-detail.module.css';

const download = (name: string, content: string) => {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/plain' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  URL.revokeObjectURL(url);
};

/** The files a problem gives to contestants (header files, data), each shown and downloadable. */
export function Annex({ files }: { files: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {Object.entries(files).map(([name, content]) => (
        <div key={name}>
          <Group justify="space-between" mb={4}>
            <Text fw={600} size="sm">
              {name}
            </Text>
            <Button size="xs" variant="default" onClick={() => download(name, content)}>
              {t('problem.download')}
            </Button>
          </Group>
          <pre className={classes.sample}>{content}</pre>
        </div>
      ))}
    </Stack>
  );
}
