import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/**
 * Light/dark switch. Mantine's default colour-scheme manager keeps the choice in localStorage,
 * as the spec asks ("stored locally").
 */
export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light');
  const dark = computed === 'dark';
  return (
    <ActionIcon
      variant="default"
      size="xl"
      radius="md"
      aria-label="Tema gelap"
      aria-pressed={dark}
      title={dark ? 'Ganti ke tema terang' : 'Ganti ke tema gelap'}
      onClick={() => setColorScheme(dark ? 'light' : 'dark')}
    >
      {dark ? <IconSun size={18} aria-hidden /> : <IconMoon size={18} aria-hidden />}
    </ActionIcon>
  );
}
