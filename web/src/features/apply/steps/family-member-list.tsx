import { familyMessages, isDimmedMember, isFamilyMemberComplete } from '@amal/contract/family';
import { ActionIcon, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import type { Option } from '../../../lib/lookup-options';
import type { Member } from './family-member-drawer';

interface FamilyMemberListProps {
  members: readonly Member[];
  /** The step's KK number: members registered under another one are dimmed and locked. */
  kk: string;
  relationships: readonly Option[];
  onView: (index: number) => void;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
}

interface MemberCardProps {
  member: Member;
  locked: boolean;
  relationship: string | undefined;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

function MemberCard({ member, locked, relationship, onView, onEdit, onDelete }: MemberCardProps) {
  const name = member.name || 'Tanpa nama';
  const summary = [relationship, member.jobStatus].filter(Boolean).join(' · ');
  return (
    <Card withBorder padding="sm" style={locked ? { opacity: 0.55 } : undefined}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          {summary && (
            <Text size="sm" c="dimmed">
              {summary}
            </Text>
          )}
          {!isFamilyMemberComplete(member) && (
            <Badge color="orange" variant="light" w="fit-content">
              Belum lengkap
            </Badge>
          )}
          {locked && (
            <Text size="xs" c="dimmed">
              {familyMessages.otherKkLocked}
            </Text>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" size="lg" aria-label={`Lihat ${name}`} onClick={onView}>
            <IconEye size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={`Ubah ${name}`}
            disabled={locked}
            onClick={onEdit}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Hapus ${name}`}
            disabled={locked}
            onClick={onDelete}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Card>
  );
}

/** The family as cards: incomplete members are marked, those of another KK dimmed and locked (spec §4). */
export function FamilyMemberList({
  members,
  kk,
  relationships,
  onView,
  onEdit,
  onDelete,
}: FamilyMemberListProps) {
  const relationshipOf = (member: Member) =>
    relationships.find((option) => option.value === String(member.idRelationship))?.label;
  return (
    <Stack gap="xs">
      {members.map((member, index) => (
        <MemberCard
          // Members are plain draft data without a stable id of their own; cards hold no state.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          member={member}
          locked={isDimmedMember(member, kk)}
          relationship={relationshipOf(member)}
          onView={() => onView(index)}
          onEdit={() => onEdit(index)}
          onDelete={() => onDelete(index)}
        />
      ))}
    </Stack>
  );
}
