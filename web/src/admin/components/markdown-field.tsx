import { Input, Tabs, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../components/markdown.tsx';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  'data-testid'?: string;
}

/** Markdown written in a text box, with a preview rendered (and sanitised) as the site shows it. */
export function MarkdownField({ label, value, onChange, required, 'data-testid': testId }: Props) {
  const { t } = useTranslation('admin');
  return (
    <Input.Wrapper label={label} required={required}>
      <Tabs defaultValue="write" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="write">{t('markdown.write')}</Tabs.Tab>
          <Tabs.Tab value="preview" data-testid={testId && `${testId}-preview-tab`}>
            {t('markdown.preview')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="write" pt="xs">
          <Textarea
            value={value}
            onChange={(e) => onChange(e.currentTarget.value)}
            autosize
            minRows={8}
            maxRows={24}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            aria-label={label}
            data-testid={testId}
          />
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="xs" mih={200}>
          {value.trim() ? <Markdown source={value} /> : <Text c="dimmed">{t('markdown.previewEmpty')}</Text>}
        </Tabs.Panel>
      </Tabs>
    </Input.Wrapper>
  );
}
