import type { AreaAddressValue } from '../../../../components/area-address';

/**
 * A section's data as the staff page reads it: the shape of the proposals feature's summary
 * fields (labels, lookup names, Rupiah, dates), which the route composing this panel passes in.
 */
export type ShownField =
  | { kind: 'value'; label: string; value: string }
  | { kind: 'address'; label: string; address: AreaAddressValue }
  | {
      kind: 'rows';
      label: string;
      rows: { label: string; value: string; note?: string }[];
      money: boolean;
      total?: string;
    }
  | { kind: 'records'; label: string; records: ShownRecord[] }
  | { kind: 'checks'; label: string; items: { label: string; checked: boolean }[] };

export interface ShownRecord {
  title?: string;
  subtitle?: string;
  fields: ShownField[];
}

/** One side of a compared line: words, or an address drawn by its area names. */
export type Cell = { text: string } | { address: AreaAddressValue };

/** One line of the comparison: a field, a list item (by position) or an item's field. */
export interface ComparedLine {
  key: string;
  label: string;
  /** 0 for a section's field, 1 for a field inside a list item. */
  depth: 0 | 1;
  /** A list item's heading ("Anggota keluarga 2"): its own cells are its title. */
  heading: boolean;
  applicant: Cell | null;
  verifier: Cell | null;
  differs: boolean;
}

type Line = Omit<ComparedLine, 'applicant' | 'verifier' | 'differs'> & { cell: Cell | null };

const text = (value: string): Cell => ({ text: value });
const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' · ');

function linesOf(fields: readonly ShownField[], prefix: string, depth: 0 | 1): Line[] {
  const seen = new Map<string, number>();
  // Two fields of one label (rare) are told apart by their turn.
  const keyOf = (label: string) => {
    const n = seen.get(label) ?? 0;
    seen.set(label, n + 1);
    return `${prefix}${label}${n ? `#${n}` : ''}`;
  };
  return fields.flatMap((field): Line[] => {
    const key = keyOf(field.label);
    switch (field.kind) {
      case 'value':
        return [{ key, label: field.label, depth, heading: false, cell: text(field.value) }];
      case 'address':
        return [{ key, label: field.label, depth, heading: false, cell: { address: field.address } }];
      case 'checks':
        return field.items.map((item) => ({
          key: `${key}/${item.label}`,
          label: item.label,
          depth,
          heading: false,
          cell: text(item.checked ? 'Ya' : 'Tidak'),
        }));
      case 'rows': {
        const rows = field.rows.map(
          (row, index): Line => ({
            key: `${key}[${index}]`,
            label: `${field.label || 'Baris'} ${index + 1}`,
            depth,
            heading: false,
            cell: text(`${row.label}: ${row.value}${row.note ? ` (${row.note})` : ''}`),
          }),
        );
        const total: Line[] = field.total
          ? [{ key: `${key}/total`, label: 'Total', depth, heading: false, cell: text(field.total) }]
          : [];
        return [...rows, ...total];
      }
      default:
        return field.records.flatMap((record, index): Line[] => {
          const item = `${key}[${index}]`;
          const title = join(record.title, record.subtitle);
          return [
            {
              key: item,
              label: `${field.label || 'Data'} ${index + 1}`,
              depth,
              heading: true,
              cell: title ? text(title) : null,
            },
            ...linesOf(record.fields, `${item}/`, 1),
          ];
        });
    }
  });
}

const sameCell = (a: Cell | null, b: Cell | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The applicant's and the verifier's version of a section, field by field and list items by
 * position, each line marked when the two differ. Lines keep the applicant's order, the verifier's
 * own lines placed after the line they follow. With `verifiedOnly` (a section whose verification
 * asks fewer questions than the applicant's step, the reference) only the verifier's lines count.
 */
export function compareFields(
  applicant: readonly ShownField[],
  verifier: readonly ShownField[],
  { verifiedOnly = false }: { verifiedOnly?: boolean } = {},
): ComparedLine[] {
  const theirs = linesOf(verifier, '', 0);
  const verifierKeys = new Set(theirs.map((line) => line.key));
  const ours = linesOf(applicant, '', 0).filter((line) => !verifiedOnly || verifierKeys.has(line.key));
  const order = ours.map((line) => line.key);
  let after = -1;
  for (const line of theirs) {
    const at = order.indexOf(line.key);
    if (at >= 0) after = at;
    else order.splice(++after, 0, line.key);
  }
  const a = new Map(ours.map((line) => [line.key, line]));
  const b = new Map(theirs.map((line) => [line.key, line]));
  return order.map((key) => {
    const left = a.get(key);
    const right = b.get(key);
    const line = (left ?? right)!;
    const applicantCell = left?.cell ?? null;
    const verifierCell = right?.cell ?? null;
    return {
      key,
      label: line.label,
      depth: line.depth,
      heading: line.heading,
      applicant: applicantCell,
      verifier: verifierCell,
      differs: !left || !right || !sameCell(applicantCell, verifierCell),
    };
  });
}

/** How many lines differ (a section's badge). */
export const differences = (lines: readonly ComparedLine[]) => lines.filter((line) => line.differs).length;
