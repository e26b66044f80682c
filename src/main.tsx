import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { wirePwa } from './app/wire-pwa';
import { wireSession } from './app/wire-session';

const router = createAppRouter();
wireSession(router);
wirePwa();
// Error reporting and analytics: off unless the server's configuration turns them on; a chunk of
// its own, so the first screen does not wait for it.
void import('./lib/telemetry').then((t) => t.startTelemetry(router));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
