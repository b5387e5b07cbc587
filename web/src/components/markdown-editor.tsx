import { ActionIcon, FileButton, Group, Input, Loader, Tabs, Text, Textarea, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from './markdown.tsx';
import { MarkdownHelpers, useTextInsert } from './markdown-tools.tsx';

const ImageIcon = () => (
  <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 17-5-5-8 8" />
  </svg>
);

const FileIcon = () => (
  <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
    <path d="M6 2h9l5 5v15H6z" />
    <path d="M14 2v6h6" />
  </svg>
);

/** An upload: the file in, the markdown that shows or links it out (a rejected promise leaves the text as it was). */
export type MarkdownUpload = (file: File) => Promise<string>;

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** Image and file buttons in the toolbar, when the caller can store uploads. */
  uploadImage?: MarkdownUpload | undefined;
  uploadFile?: MarkdownUpload | undefined;
  minRows?: number;
  'data-testid'?: string;
}

/**
 * Markdown written in a text box with the markdown helpers (and uploads), beside a preview rendered and sanitised
 * as the site shows it.
 */
export function MarkdownEditor({ label, value, onChange, required, uploadImage, uploadFile, minRows = 12, 'data-testid': testId }: Props) {
  const { t } = useTranslation();
  const { ref, insert } = useTextInsert(value, onChange);
  const [uploading, setUploading] = useState(false);
  const upload = (send: MarkdownUpload) => async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      insert(await send(file));
    } catch {
      // the HTTP client has shown why
    } finally {
      setUploading(false);
    }
  };
  return (
    <Input.Wrapper label={label} required={required}>
      <Tabs defaultValue="write" keepMounted={false}>
        <Group justify="space-between" wrap="nowrap">
          <Tabs.List>
            <Tabs.Tab value="write">{t('markdownTools.write')}</Tabs.Tab>
            <Tabs.Tab value="preview" data-testid={testId && `${testId}-preview-tab`}>
              {t('markdownTools.preview')}
            </Tabs.Tab>
          </Tabs.List>
          <Group gap={4} wrap="nowrap">
            <MarkdownHelpers onInsert={insert} />
            {uploadImage && (
              <FileButton onChange={(f) => void upload(uploadImage)(f)} accept="image/png,image/jpeg,image/gif,image/webp">
                {(props) => (
                  <Tooltip label={t('markdownTools.image')} withArrow>
                    <ActionIcon {...props} variant="subtle" color="gray" aria-label={t('markdownTools.image')} data-testid="md-image">
                      <ImageIcon />
                    </ActionIcon>
                  </Tooltip>
                )}
              </FileButton>
            )}
            {uploadFile && (
              <FileButton onChange={(f) => void upload(uploadFile)(f)}>
                {(props) => (
                  <Tooltip label={t('markdownTools.file')} withArrow>
                    <ActionIcon {...props} variant="subtle" color="gray" aria-label={t('markdownTools.file')} data-testid="md-file">
                      <FileIcon />
                    </ActionIcon>
                  </Tooltip>
                )}
              </FileButton>
            )}
            {uploading && <Loader size="xs" />}
          </Group>
        </Group>
        <Tabs.Panel value="write" pt="xs">
          <Textarea
            ref={ref}
            value={value}
            onChange={(e) => onChange(e.currentTarget.value)}
            autosize
            minRows={minRows}
            maxRows={30}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            aria-label={label}
            data-testid={testId}
          />
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="xs" mih={200}>
          {value.trim() ? <Markdown source={value} /> : <Text c="dimmed">{t('markdownTools.previewEmpty')}</Text>}
        </Tabs.Panel>
      </Tabs>
    </Input.Wrapper>
  );
}
