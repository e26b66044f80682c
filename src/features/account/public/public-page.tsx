/**
 * The frame of the pre-login account pages (invitation, forgot and reset password): like the
 * login page, its own `main` landmark with the language and theme switches and one card holding
 * the page's `h1`.
 */
import { Box, Center, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../../components/language-switch';
import { Logo } from '../../../components/logo';
import { ThemeToggle } from '../../../components/theme-toggle';

export function PublicPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="main" id="main-content" mih="100vh" p="md" bg="var(--mantine-color-body)">
      <Group justify="flex-end" gap="sm">
        <LanguageSwitch />
        <ThemeToggle />
      </Group>
      <Center mih="calc(100vh - 80px)">
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', xs: 'xl' }} w="100%" maw={460}>
          <Stack gap="lg">
            <Center>
              <Logo size={40} />
            </Center>
            <Title order={1} size="h3" ta="center">
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
