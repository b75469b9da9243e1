import { Avatar, Text, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

type AccountButtonProps = UnstyledButtonProps & ComponentPropsWithoutRef<'button'> & { fullName: string };

/** The header's account button: the user's initials (and name on wide screens). */
export const AccountButton = forwardRef<HTMLButtonElement, AccountButtonProps>(
  ({ fullName, ...props }, ref) => (
    <UnstyledButton
      ref={ref}
      // The name holds what the button shows (the initials), as speech input expects.
      aria-label={`Akun ${initials(fullName)} ${fullName}`}
      aria-haspopup="menu"
      py={4}
      px={6}
      style={{ borderRadius: 8 }}
      {...props}
    >
      <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <Avatar size={30} radius="xl" color="teal" aria-hidden>
          {initials(fullName)}
        </Avatar>
        {/* A space between the initials and the name, so that the visible text reads "AF Ahmad Fauzi" as the label does. */}{' '}
        <Text size="sm" fw={500} visibleFrom="sm" maw={180} truncate="end">
          {fullName}
        </Text>
        <IconChevronDown size={14} aria-hidden />
      </span>
    </UnstyledButton>
  ),
);
