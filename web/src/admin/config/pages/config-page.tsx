import { Stack } from '@mantine/core';
import { CarouselPanel } from '../components/carousel-panel.tsx';
import { DataSourcesPanel } from '../components/data-sources-panel.tsx';
import { EmailConfigForm } from '../components/email-config-form.tsx';
import { WebConfigForm } from '../components/web-config-form.tsx';

/** The site's configuration, each section saved on its own: website, home carousel, mail, data sources. */
export function ConfigPage() {
  return (
    <Stack gap="lg">
      <WebConfigForm />
      <CarouselPanel />
      <EmailConfigForm />
      <DataSourcesPanel />
    </Stack>
  );
}
