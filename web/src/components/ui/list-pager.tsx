import { Pagination } from '@mantine/core';

/** The pager's controls named in Indonesian, for every staff list. */
export const PAGER_CONTROL_LABELS: Record<string, string> = {
  first: 'Halaman pertama',
  last: 'Halaman terakhir',
  previous: 'Halaman sebelumnya',
  next: 'Halaman berikutnya',
};

/** A list's pager (administrators, members, verifiers). */
export function ListPager({
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
      getControlProps={(control) => ({ 'aria-label': PAGER_CONTROL_LABELS[control] })}
      getItemProps={(item) => ({ 'aria-label': `Halaman ${item}` })}
    />
  );
}
