import { lazy, Suspense, useState } from 'react';
import { AccountButton } from './account-button';

// The menu (Mantine Menu, its popover and positioning) is not needed to show the home page: it
// loads when the member first reaches for the account button.
const loadAccountMenu = () => import('./account-menu');
const AccountMenu = lazy(loadAccountMenu);

/** The logged-in user's menu in the header: "Profil" and "Keluar". */
export function UserMenu({ fullName }: { fullName: string }) {
  const [opened, setOpened] = useState(false);
  if (!opened) {
    return (
      <AccountButton
        fullName={fullName}
        onPointerEnter={loadAccountMenu}
        onFocus={loadAccountMenu}
        onClick={() => setOpened(true)}
      />
    );
  }
  return (
    <Suspense fallback={<AccountButton fullName={fullName} />}>
      <AccountMenu fullName={fullName} />
    </Suspense>
  );
}
