import { Pagination } from '@mantine/core';

/** The pager of a proposal list, its controls named in Indonesian. */
export function ProposalPager({
  pages,
  page,
  onPageChange,
}: {
  pages: number;
  page: number;
  onPageChange: (page: number) => void;
}) {
  return (
    <Pagination
      total={pages}
      value={page}
      onChange={onPageChange}
      size="sm"
      getControlProps={(control) => ({
        'aria-label':
          control === 'previous'
            ? 'Halaman sebelumnya'
            : control === 'next'
              ? 'Halaman berikutnya'
              : undefined,
      })}
      getItemProps={(item) => ({ 'aria-label': `Halaman ${item}` })}
    />
  );
}
