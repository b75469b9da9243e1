import { type Administrator, administratorMessages } from '@amal/contract/administrators';
import { ROLES } from '@amal/contract/constants';
import { Alert, Button, Group, Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useGrantRole } from '../api/grant-role';

/** A programme a role may be granted in. */
export interface ProgramOption {
  value: string;
  label: string;
}

const ROLE_OPTIONS = ROLES.map((role) => ({ value: String(role.idRole), label: role.name }));
/** The selects' dropdowns are drawn only while open, in a portal. */
const COMBOBOX_PROPS = { withinPortal: true, keepMounted: false } as const;

type Errors = { idProgram?: string; idRole?: string };

/**
 * Grants `idUser` a role of the spec's table in one programme (POST /api/administrator/role). A role
 * they hold already is refused by the server (409), whose message shows under the role.
 */
export function RoleForm({
  idUser,
  programs,
  onGranted,
}: {
  idUser: number;
  programs: ProgramOption[];
  onGranted?: (administrator: Administrator) => void;
}) {
  const grant = useGrantRole();
  const [idProgram, setIdProgram] = useState<string | null>(null);
  const [idRole, setIdRole] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Errors = {
      ...(idProgram ? {} : { idProgram: 'Pilih program' }),
      ...(idRole ? {} : { idRole: 'Pilih peran' }),
    };
    setErrors(missing);
    if (!idProgram || !idRole) return;
    grant.mutate(
      { idUser, idProgram: Number(idProgram), idRole: Number(idRole) },
      {
        onSuccess: (administrator) => {
          setIdRole(null);
          notifications.show({ color: 'teal', message: administratorMessages.granted });
          onGranted?.(administrator);
        },
        onError: (error) => {
          if (!isApiError(error)) return;
          const placed: Errors = {};
          for (const fieldError of error.errors) {
            if (fieldError.path === 'idProgram' || fieldError.path === 'idRole')
              placed[fieldError.path] = fieldError.message;
          }
          setErrors(placed);
        },
      },
    );
  };

  // A refusal about a field shows under it; any other (403, a network failure) below the form.
  const placed =
    isApiError(grant.error) && grant.error.errors.some((e) => e.path === 'idProgram' || e.path === 'idRole');
  return (
    <form onSubmit={submit} noValidate aria-label="Tambah peran">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Program"
          placeholder="Pilih program"
          searchable
          nothingFoundMessage="Tidak ditemukan"
          data={programs}
          value={idProgram}
          onChange={(value) => {
            setIdProgram(value);
            setErrors((current) => ({ ...current, idProgram: undefined }));
          }}
          error={errors.idProgram}
          comboboxProps={COMBOBOX_PROPS}
          w={{ base: '100%', sm: 280 }}
        />
        <Select
          label="Peran"
          placeholder="Pilih peran"
          data={ROLE_OPTIONS}
          value={idRole}
          onChange={(value) => {
            setIdRole(value);
            setErrors((current) => ({ ...current, idRole: undefined }));
          }}
          error={errors.idRole}
          comboboxProps={COMBOBOX_PROPS}
          w={{ base: '100%', sm: 220 }}
        />
        <Button type="submit" leftSection={<IconPlus size={16} aria-hidden />} loading={grant.isPending}>
          Tambah peran
        </Button>
      </Group>
      {grant.error && !placed ? (
        <Alert color="red" variant="light" mt="sm">
          {grant.error.message}
        </Alert>
      ) : null}
    </form>
  );
}
