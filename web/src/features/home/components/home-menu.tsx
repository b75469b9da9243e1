import {
  applicationLockedMessage,
  COMPLETE_PROFILE_ACTION,
  COMPLETE_PROFILE_PATH,
  canOpenApplicationTiles,
} from '@amal/contract/home-menu';
import type { CurrentUser } from '@amal/contract/users';
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconArrowRight,
  IconFilePlus,
  IconHeadset,
  IconListDetails,
  IconLock,
  type Icon as TablerIcon,
} from '@tabler/icons-react';
import { type MouseEvent, useId } from 'react';
import { Link } from 'react-router';
import classes from './home-tile.module.css';

interface TileProps {
  title: string;
  description: string;
  icon: TablerIcon;
  color: string;
  /** Where the tile leads; an in-app path or, with `external`, another site in a new tab. */
  to: string;
  external?: boolean;
  /** Goes nowhere: a link to "#" (as the spec has it), marked aria-disabled. */
  disabled?: boolean;
  /**
   * What the tile opens is not available yet, and the card leads where it is unlocked instead
   * (`to`): drawn and marked like a disabled tile, with `action` saying where a tap goes.
   */
  lockedAction?: string;
}

const preventNavigation = (event: MouseEvent) => event.preventDefault();

/**
 * One home tile. The whole card answers a tap, but the link is its title: its accessible name is
 * what it shows, and the description is its description. A disabled tile stays a link to "#" that
 * goes nowhere, marked aria-disabled. A locked one looks disabled but is a working link, not marked
 * aria-disabled (tools and screen readers would then not follow it): it leads to the page that
 * unlocks it, and its description says why and where.
 */
function Tile({ title, description, icon: Icon, color, to, external, disabled, lockedAction }: TileProps) {
  const descriptionId = useId();
  const actionId = useId();
  const unavailable = disabled || lockedAction !== undefined;
  const link = {
    className: classes.link,
    'aria-describedby': lockedAction ? `${descriptionId} ${actionId}` : descriptionId,
    style: { cursor: disabled ? 'not-allowed' : 'pointer' },
    children: title,
  } as const;
  return (
    <Card
      withBorder
      padding="lg"
      className={classes.tile}
      style={{
        borderStyle: unavailable ? 'dashed' : undefined,
        background: unavailable ? 'var(--mantine-color-default-hover)' : undefined,
      }}
    >
      <Stack gap="sm">
        <ThemeIcon size={44} radius="md" variant="light" color={unavailable ? 'gray' : color} aria-hidden>
          {unavailable ? <IconLock size={24} aria-hidden /> : <Icon size={24} aria-hidden />}
        </ThemeIcon>
        <Text fw={700} size="lg" c={unavailable ? 'dimmed' : undefined}>
          {disabled ? (
            // biome-ignore lint/a11y/useValidAnchor: the spec's unavailable tile is a link to "#", marked aria-disabled.
            <a {...link} href="#" aria-disabled="true" onClick={preventNavigation} />
          ) : external ? (
            <a {...link} href={to} target="_blank" rel="noopener noreferrer" />
          ) : (
            <Link {...link} to={to} data-locked={lockedAction ? true : undefined} />
          )}
        </Text>
        {/* The hint of a disabled tile is what the user must do next: full contrast, not dimmed. */}
        <Text
          id={descriptionId}
          size="sm"
          c={unavailable ? undefined : 'dimmed'}
          fw={unavailable ? 500 : undefined}
        >
          {description}
        </Text>
        {lockedAction && (
          <Group id={actionId} gap={4} c="var(--mantine-primary-color-light-color)" fw={700} fz="sm">
            {lockedAction}
            <IconArrowRight size={16} aria-hidden />
          </Group>
        )}
      </Stack>
    </Card>
  );
}

interface HomeMenuProps {
  user: CurrentUser;
  /** The customer-service site of this environment (GET /api/config). */
  customerServiceUrl: string | undefined;
  /**
   * Whether someone else has proposed aid for the member ("Bantuan untuk saya" is not empty): they
   * may follow those even before their own data is complete.
   */
  proposalsForMe?: boolean;
}

/**
 * The three home tiles of the spec. Until the member's data is complete, "Ajukan Bantuan" and
 * "Pengajuan Berjalan" are locked and lead to "Lengkapi data"; "Pengajuan Berjalan" opens anyway
 * when there are proposals made for them.
 */
export function HomeMenu({ user, customerServiceUrl, proposalsForMe = false }: HomeMenuProps) {
  const open = canOpenApplicationTiles(user);
  const hint = open ? null : applicationLockedMessage(user);
  const ongoingOpen = open || proposalsForMe;

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="nav" aria-label="Menu utama">
      <Tile
        title="Ajukan Bantuan"
        description={hint ?? 'Pilih program bantuan dan ajukan untuk diri sendiri atau orang lain.'}
        icon={IconFilePlus}
        color="teal"
        to={open ? '/pengajuan-bantuan' : COMPLETE_PROFILE_PATH}
        lockedAction={open ? undefined : COMPLETE_PROFILE_ACTION}
      />
      <Tile
        title="Pengajuan Berjalan"
        description={
          open
            ? 'Lihat pengajuan yang sedang diproses dan lengkapi datanya.'
            : ongoingOpen
              ? 'Lihat bantuan yang diajukan orang lain untuk Anda.'
              : hint!
        }
        icon={IconListDetails}
        color="blue"
        to={ongoingOpen ? '/proposal' : COMPLETE_PROFILE_PATH}
        lockedAction={ongoingOpen ? undefined : COMPLETE_PROFILE_ACTION}
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
