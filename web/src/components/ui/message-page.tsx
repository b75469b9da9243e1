import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconHome } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface MessagePageProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** More actions, shown before "Kembali ke beranda". */
  actions?: ReactNode;
}

/** A page that only says something: not found, coming soon, not a member. */
export function MessagePage({ title, description, icon, actions }: MessagePageProps) {
  useDocumentTitle(`${title} · Amal`);
  return (
    <Center py="xl">
      <Stack align="center" ta="center" gap="md" maw={480}>
        {icon}
        <Title order={1} size="h2">
          {title}
        </Title>
        {description && <Text c="dimmed">{description}</Text>}
        <Stack gap="xs" w="100%" maw={320}>
          {actions}
          <Button component={Link} to="/" variant="light" leftSection={<IconHome size={18} aria-hidden />}>
            Kembali ke beranda
          </Button>
        </Stack>
      </Stack>
    </Center>
  );
}
