import {
  type ApplicationReadiness,
  applicationLockedMessage,
  COMPLETE_PROFILE_ACTION,
  COMPLETE_PROFILE_PATH,
} from '@amal/contract/home-menu';
import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MessagePage } from '../../../components/ui/message-page';

/**
 * An application address opened by a member the home menu keeps locked (a typed or saved link):
 * the home page's reason and the way to what is missing, never a wizard the server would refuse.
 */
export function ApplicationLocked({ user }: { user: ApplicationReadiness }) {
  return (
    <MessagePage
      icon={<IconLock size={48} color="var(--mantine-color-gray-6)" aria-hidden />}
      title="Ajukan Bantuan"
      description={applicationLockedMessage(user)}
      actions={
        <Button component={Link} to={COMPLETE_PROFILE_PATH}>
          {COMPLETE_PROFILE_ACTION}
        </Button>
      }
    />
  );
}
