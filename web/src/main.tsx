// Validates the environment before anything else runs.
import './env.ts';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { installAuthHandlers } from './app/auth-handlers.ts';
import { Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { startI18n } from './lib/i18n.ts';

await startI18n();
const router = createRouter();
installAuthHandlers((to) => router.navigate(to));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
