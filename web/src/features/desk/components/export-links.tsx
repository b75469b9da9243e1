import { type DeskQueryInput, deskEndpoints } from '@amal/contract/desk';
import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { endpointUrl } from '../../../lib/api-client';

/**
 * "Unduh CSV" / "Unduh XLSX": every row of the desk as filtered and sorted now (not only this page),
 * streamed by the server; the browser saves the file under the name the server gives.
 */
export function ExportLinks({ query }: { query: DeskQueryInput }) {
  const links = [
    { label: 'Unduh CSV', href: endpointUrl(deskEndpoints.exportCsv, { query }) },
    { label: 'Unduh XLSX', href: endpointUrl(deskEndpoints.exportXlsx, { query }) },
  ];
  return (
    <Group gap="xs">
      {links.map((link) => (
        <Button
          key={link.label}
          component="a"
          href={link.href}
          download
          variant="default"
          size="xs"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {link.label}
        </Button>
      ))}
    </Group>
  );
}
