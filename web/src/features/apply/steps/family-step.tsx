import { RELATIONSHIP_SELF } from '@amal/contract/constants';
import {
  canSaveFamily,
  type FamilyMemberResponse,
  familyCountDisplay,
  familyMessages,
  familySectionSchema,
  isDimmedMember,
} from '@amal/contract/family';
import { canCheckKk } from '@amal/contract/patterns';
import { z } from '@amal/contract/zod';
import { Alert, Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { type FieldForm as StepFormApi, TextField } from '../../../components/form/fields';
import { getFamilyByKk } from '../api/get-family-by-kk';
import { StepForm } from '../components/step-form';
import {
  FamilyMemberDetail,
  FamilyMemberDrawer,
  type Member,
  useFamilyOptions,
} from './family-member-drawer';
import { FamilyMemberList } from './family-member-list';
import { asRecord, type StepProps } from './step-props';

const OWN_FIELDS = ['nomorKK', 'members'];
// The list rule is left to `blockers`, so it answers with the "Informasi" dialog, not a field error.
const fieldsSchema = z.object(familySectionSchema.shape);

/** The KK number last checked, and whether the registry had no family under it. */
type Checked = { kk: string; notFound: boolean };

const membersOf = (value: unknown): Member[] => (Array.isArray(value) ? (value as Member[]) : []);

/** Members not yet in the registry are on the step's KK, whatever it was when they were added. */
const followKk = (members: Member[], kk: string): Member[] =>
  members.map((member) => (member.idFamily == null ? { ...member, nomorKK: kk } : member));

/** A registry row as the list keeps it: without its empty answers and bookkeeping. */
function fromRegistry({ deletedAt: _deleted, ...row }: FamilyMemberResponse): Member {
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value != null)) as Member;
}

/** The registry's members of the KK, then those already listed that it does not hold. */
function mergeFound(listed: Member[], found: Member[]): Member[] {
  const known = new Set(found.map((member) => member.idFamily));
  return [...found, ...listed.filter((member) => member.idFamily == null || !known.has(member.idFamily))];
}

/** The step's own KK, else the recipient's: the member's own when they apply for themself. */
function startingKk(
  value: Record<string, unknown>,
  draft: StepProps['draft'],
  user: StepProps['user'],
): string {
  const self = asRecord(draft.referrer).idRelationshipWithReference === RELATIONSHIP_SELF;
  const kk = value.nomorKK ?? asRecord(draft.reference).nomorKK ?? (self ? user.nomorKK : null);
  return typeof kk === 'string' ? kk.trim() : '';
}

interface KkCheckProps {
  form: StepFormApi;
  idUser: number;
  checked: Checked | null;
  onChecked: (kk: string, found: FamilyMemberResponse[] | null) => void;
}

/** The KK number with "Check" (GET /api/families/nomorkk/{kk}/{idUser}). */
function KkCheck({ form, idUser, checked, onChecked }: KkCheckProps) {
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const kk = String(useWatch({ control: form.control, name: 'nomorKK' }) ?? '').trim();
  const check = async () => {
    setFailure(null);
    const parsed = familySectionSchema.shape.nomorKK.safeParse(kk);
    if (!parsed.success) {
      form.setError('nomorKK', { message: parsed.error.issues[0]?.message });
      return;
    }
    form.clearErrors('nomorKK');
    setChecking(true);
    try {
      onChecked(parsed.data, await getFamilyByKk(parsed.data, idUser));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : familyMessages.kkNotFound);
    } finally {
      setChecking(false);
    }
  };
  return (
    <Stack gap="sm">
      <TextField
        form={form}
        name="nomorKK"
        label="Nomor KK"
        inputMode="numeric"
        maxLength={16}
        withAsterisk
      />
      <Button variant="light" onClick={check} loading={checking} disabled={!canCheckKk(kk)}>
        Check
      </Button>
      {checked?.kk === kk && checked.notFound && <Alert color="yellow">{familyMessages.kkNotFound}</Alert>}
      {failure && <Alert color="red">{failure}</Alert>}
    </Stack>
  );
}

function FamilyFields({
  form,
  idUser,
  initial,
}: {
  form: StepFormApi;
  idUser: number;
  initial: Checked | null;
}) {
  const options = useFamilyOptions();
  const [checked, setChecked] = useState<Checked | null>(initial);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const kk = String(useWatch({ control: form.control, name: 'nomorKK' }) ?? '').trim();
  const members = followKk(membersOf(useWatch({ control: form.control, name: 'members' })), kk);
  // Spec §5: adding a member requires the KK flag, i.e. this very number was checked.
  const flagged = checked?.kk === kk;
  const setMembers = (next: Member[]) => form.setValue('members', next);

  const onChecked = (checkedKk: string, found: FamilyMemberResponse[] | null) => {
    setChecked({ kk: checkedKk, notFound: found === null });
    if (found) setMembers(mergeFound(members, found.map(fromRegistry)));
  };
  const saveMember = (member: Member) => {
    setMembers(
      editing === 'new' ? [...members, member] : members.map((m, i) => (i === editing ? member : m)),
    );
    setEditing(null);
  };
  const viewed = viewing == null ? null : (members[viewing] ?? null);

  return (
    <>
      <KkCheck form={form} idUser={idUser} checked={checked} onChecked={onChecked} />
      <Group justify="space-between" wrap="nowrap">
        <Title order={3} size="h5">
          Anggota keluarga
        </Title>
        {members.length > 0 && <Badge variant="light">{familyCountDisplay(members.length)} orang</Badge>}
      </Group>
      <FamilyMemberList
        members={members}
        kk={kk}
        relationships={options.relationships}
        onView={setViewing}
        onEdit={setEditing}
        onDelete={setDeleting}
      />
      <Modal
        opened={deleting != null}
        onClose={() => setDeleting(null)}
        title={familyMessages.deleteConfirm}
        centered
      >
        <Stack gap="md">
          {deleting != null && <Text fw={600}>{members[deleting]?.name || 'Tanpa nama'}</Text>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {familyMessages.deleteCancel}
            </Button>
            <Button
              color="red"
              onClick={() => {
                setMembers(members.filter((_, i) => i !== deleting));
                setDeleting(null);
              }}
            >
              {familyMessages.deleteYes}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={!flagged}
        onClick={() => setEditing('new')}
      >
        Tambah anggota keluarga
      </Button>
      {!flagged && (
        <Text size="sm" c="dimmed">
          Periksa nomor KK dengan tombol Check sebelum menambah anggota keluarga.
        </Text>
      )}
      <FamilyMemberDrawer
        opened={editing != null}
        onClose={() => setEditing(null)}
        member={typeof editing === 'number' ? (members[editing] ?? null) : null}
        kk={kk}
        options={options}
        onSave={saveMember}
      />
      <FamilyMemberDetail
        member={viewed}
        locked={viewed != null && isDimmedMember(viewed, kk)}
        options={options}
        onClose={() => setViewing(null)}
      />
    </>
  );
}

/**
 * The family (spec §2 step 3, §4, §5 "Family"): the KK number with "Check" against the family
 * registry, the members as cards with detail, edit and delete, and a drawer to add or change one.
 * Saves `{ nomorKK, members }`; members known to the registry keep their idFamily, so the wizard's
 * submit changes those and creates the others.
 */
export function FamilyStep({ section, user, value, draft, onSave, submitLabel }: StepProps) {
  const nomorKK = startingKk(value, draft, user);
  // A saved family's KK was checked when it was entered: members can be added again at once.
  const saved = typeof value.nomorKK === 'string' ? { kk: nomorKK, notFound: false } : null;
  return (
    <StepForm
      schema={fieldsSchema}
      properties={section.properties}
      ownFields={OWN_FIELDS}
      defaultValues={{ ...value, nomorKK, members: membersOf(value.members) }}
      blockers={(values) =>
        canSaveFamily(membersOf(values.members)) ? [] : [familyMessages.completeAllToSave]
      }
      onSave={(values) =>
        onSave({ ...values, members: followKk(membersOf(values.members), String(values.nomorKK)) })
      }
      submitLabel={submitLabel}
    >
      {(form) => <FamilyFields form={form} idUser={user.idUser} initial={saved} />}
    </StepForm>
  );
}
