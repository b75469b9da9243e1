import { applicationLockedMessage, canOpenApplicationTiles } from '@amal/contract/home-menu';
import type { CurrentUser } from '@amal/contract/users';
import { Card, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconFilePlus,
  IconHeadset,
  IconListDetails,
  IconLock,
  type Icon as TablerIcon,
} from '@tabler/icons-react';
import { type MouseEvent, useId } from 'react';
import { Link } from 'react-router';

interface TileProps {
  title: string;
  description: string;
  icon: TablerIcon;
  color: string;
  /** Where the tile leads; an in-app path or, with `external`, another site in a new tab. */
  to: string;
  external?: boolean;
  disabled?: boolean;
}

const preventNavigation = (event: MouseEvent) => event.preventDefault();

/**
 * One home tile. The whole card is the link; its accessible name is the title alone and the
 * description is its description. A disabled tile stays a link to "#" (as the spec has it) that
 * goes nowhere, marked aria-disabled.
 */
function Tile({ title, description, icon: Icon, color, to, external, disabled }: TileProps) {
  const titleId = useId();
  const descriptionId = useId();
  const shared = {
    withBorder: true,
    padding: 'lg',
    'aria-labelledby': titleId,
    'aria-describedby': descriptionId,
    style: {
      textDecoration: 'none',
      cursor: disabled ? 'not-allowed' : 'pointer',
      borderStyle: disabled ? 'dashed' : undefined,
      background: disabled ? 'var(--mantine-color-default-hover)' : undefined,
      height: '100%',
    },
  } as const;
  const content = (
    <Stack gap="sm">
      <ThemeIcon size={44} radius="md" variant="light" color={disabled ? 'gray' : color} aria-hidden>
        {disabled ? <IconLock size={24} aria-hidden /> : <Icon size={24} aria-hidden />}
      </ThemeIcon>
      <Text id={titleId} fw={700} size="lg" c={disabled ? 'dimmed' : undefined}>
        {title}
      </Text>
      {/* The hint of a disabled tile is what the user must do next: full contrast, not dimmed. */}
      <Text id={descriptionId} size="sm" c={disabled ? undefined : 'dimmed'} fw={disabled ? 500 : undefined}>
        {description}
      </Text>
    </Stack>
  );

  if (disabled) {
    return (
      <Card {...shared} component="a" href="#" aria-disabled="true" onClick={preventNavigation}>
        {content}
      </Card>
    );
  }
  if (external) {
    return (
      <Card {...shared} component="a" href={to} target="_blank" rel="noopener noreferrer">
        {content}
      </Card>
    );
  }
  return (
    <Card {...shared} component={Link} to={to}>
      {content}
    </Card>
  );
}

interface HomeMenuProps {
  user: CurrentUser;
  /** The customer-service site of this environment (GET /api/config). */
  customerServiceUrl: string | undefined;
}

/** The three home tiles of the spec. */
export function HomeMenu({ user, customerServiceUrl }: HomeMenuProps) {
  const open = canOpenApplicationTiles(user);
  const hint = open ? null : applicationLockedMessage(user);

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="nav" aria-label="Menu utama">
      <Tile
        title="Ajukan Bantuan"
        description={hint ?? 'Pilih program bantuan dan ajukan untuk diri sendiri atau orang lain.'}
        icon={IconFilePlus}
        color="teal"
        to="/pengajuan-bantuan"
        disabled={!open}
      />
      <Tile
        title="Pengajuan Berjalan"
        description={hint ?? 'Lihat pengajuan yang sedang diproses dan lengkapi datanya.'}
        icon={IconListDetails}
        color="blue"
        to="/proposal"
        disabled={!open}
      />
      <Tile
        title="Hubungi Admin"
        description={
          customerServiceUrl
            ? 'Tanyakan apa saja kepada layanan pelanggan yayasan.'
            : 'Alamat layanan pelanggan belum dapat dimuat. Coba muat ulang halaman.'
        }
        icon={IconHeadset}
        color="grape"
        to={customerServiceUrl ?? '#'}
        external
        disabled={!customerServiceUrl}
      />
    </SimpleGrid>
  );
}
