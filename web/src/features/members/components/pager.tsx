import { Pagination } from '@mantine/core';

const CONTROL_LABELS: Record<string, string> = {
  first: 'Halaman pertama',
  last: 'Halaman terakhir',
  previous: 'Halaman sebelumnya',
  next: 'Halaman berikutnya',
};

/** The list's pager, its controls named in Indonesian. */
export function Pager({
  pages,
  page,
  onPage,
}: {
  pages: number;
  page: number;
  onPage: (page: number) => void;
}) {
  return (
    <Pagination
      total={pages}
      value={page}
      onChange={onPage}
      size="sm"
      getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
      getItemProps={(item) => ({ 'aria-label': `Halaman ${item}` })}
    />
  );
}
