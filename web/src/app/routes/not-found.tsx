import { IconMapQuestion } from '@tabler/icons-react';
import { MessagePage } from '../../components/ui/message-page';

/** Any path the app does not know. */
export function NotFoundRoute() {
  return (
    <MessagePage
      icon={<IconMapQuestion size={48} color="var(--mantine-color-gray-6)" aria-hidden />}
      title="Halaman tidak ditemukan"
      description="Alamat yang Anda buka tidak ada atau sudah dipindahkan."
    />
  );
}
