import { createTheme, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client.ts';

// respectReducedMotion: a visitor who asks the system for less motion gets menus and sections that open at once
const theme = createTheme({ primaryColor: 'blue', defaultRadius: 'md', respectReducedMotion: true });

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <Notifications position="top-right" limit={3} />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
