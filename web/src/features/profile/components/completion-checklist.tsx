import {
  APPLICATION_REQUIREMENT_LABELS,
  type ApplicationReadiness,
  type ApplicationRequirement,
  missingApplicationRequirements,
} from '@amal/contract/home-menu';
import { Anchor, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { type MouseEvent, useId } from 'react';
import { REQUIREMENT_SECTION_IDS } from './sections';

/** Every requirement of the home tiles, in the order the home page names them. */
const REQUIREMENTS = Object.keys(APPLICATION_REQUIREMENT_LABELS) as ApplicationRequirement[];

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Scrolls to the section itself: the router is not asked to navigate to the same page. */
function scrollTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  event.preventDefault();
  section.scrollIntoView({ behavior: 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}

/**
 * What "Ajukan Bantuan" and "Pengajuan Berjalan" wait for (contract `missingApplicationRequirements`):
 * one line each, ticked once it is there; a missing one leads to its section below.
 */
export function CompletionChecklist({ user }: { user: ApplicationReadiness }) {
  const headingId = useId();
  const missing = new Set(missingApplicationRequirements(user));
  const done = REQUIREMENTS.length - missing.size;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="baseline" gap="xs" mb="sm">
        <Title id={headingId} order={2} size="h4">
          Yang perlu dilengkapi
        </Title>
        <Text size="sm" c="dimmed">
          {done} dari {REQUIREMENTS.length} selesai
        </Text>
      </Group>
      <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
        {REQUIREMENTS.map((requirement) => {
          const complete = !missing.has(requirement);
          const label = capitalised(APPLICATION_REQUIREMENT_LABELS[requirement]);
          const id = REQUIREMENT_SECTION_IDS[requirement];
          return (
            <Group
              key={requirement}
              component="li"
              gap="sm"
              wrap="nowrap"
              mih={44}
              data-requirement={requirement}
              data-complete={complete}
            >
              <ThemeIcon
                size={28}
                radius="xl"
                variant={complete ? 'filled' : 'light'}
                color={complete ? 'teal' : 'gray'}
                aria-hidden
              >
                {complete ? <IconCheck size={18} /> : <IconCircleDashed size={18} />}
              </ThemeIcon>
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                {complete ? (
                  <Text fw={500}>{label}</Text>
                ) : (
                  <Anchor
                    href={`#${id}`}
                    fw={600}
                    onClick={(event) => scrollTo(event, id)}
                    // The whole line's height is the tap target: 44 px.
                    style={{ display: 'flex', alignItems: 'center', minHeight: 44 }}
                  >
                    {label}
                  </Anchor>
                )}
              </Stack>
              <Text
                size="sm"
                c={complete ? 'var(--mantine-color-teal-light-color)' : 'dimmed'}
                fw={500}
                style={{ flexShrink: 0 }}
              >
                {complete ? 'Sudah ada' : 'Belum ada'}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
