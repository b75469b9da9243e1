import { IconTools } from '@tabler/icons-react';
import { MessagePage } from '../../components/ui/message-page';

/** A page whose issue is not built yet ("/update-proposal/:idProposal"). */
export function ComingSoonRoute() {
  return (
    <MessagePage
      icon={<IconTools size={48} color="var(--mantine-color-teal-6)" aria-hidden />}
      title="Halaman ini sedang disiapkan"
      description="Fitur ini akan segera tersedia. Silakan kembali lagi nanti."
    />
  );
}
