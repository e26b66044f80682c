import './layouts/shell.css';
import { RouterProvider } from '@tanstack/react-router';
import { Providers } from './providers';
import type { AppRouter } from './router';

export function App({ router, env }: { router: AppRouter; env?: 'default' | 'test' }) {
  return (
    <Providers env={env}>
      <RouterProvider router={router} />
    </Providers>
  );
}
